import { Injectable } from '@nestjs/common';
import { EventBus } from '../events';
import { CatalogueCache } from './catalogue-cache';

/**
 * Drops this instance's cached catalogue answers once a change to parts or their stock has committed
 * (an order took or returned units, an admin edited the catalogue): the next read sees it. A sale or
 * a cancel moves stock only, so it keeps what does not depend on stock (the facets). Other replicas'
 * copies run out within the cache's time-to-live.
 */
@Injectable()
export class CatalogueInvalidation {
  constructor(events: EventBus, cache: CatalogueCache) {
    events.subscribe(['stock-taken', 'stock-returned'], () => cache.invalidate('stock'));
    events.subscribe(['parts-changed'], () => cache.invalidate('catalogue'));
  }
}
