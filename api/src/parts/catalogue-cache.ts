import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';

/** A catalogue answer ready to send: JSON bytes, their ETag, and the list's total when it is a page. */
export interface CachedAnswer {
  json: Buffer;
  etag: string;
  total: number;
}

type Load = () => Promise<{ body: unknown; total: number }>;

interface Entry {
  answer: CachedAnswer;
  expiresAt: number;
  stockFree: boolean;
}

/** What a write changed: stock only (a sale, a cancel), or the catalogue itself (any admin edit). */
export type CatalogueChange = 'stock' | 'catalogue';

/**
 * Catalogue reads (`GET /parts` with each query, the facets) are the hottest of the shop: their JSON
 * is kept serialized and UTF-8 encoded, one entry per distinct query (a Buffer is written to the
 * socket as is). Every write through this API instance drops them (`CatalogueInvalidation` calls
 * `invalidate()` when the write's domain event is delivered, after its transaction has committed),
 * but a sale or a cancel keeps the answers that do not depend on stock (`stockFree`: the facets, a
 * pass over the whole catalogue); the short time-to-live bounds how stale another replica's copy can
 * be. A read that started before an invalidation that concerns it never stores its (possibly old)
 * result, and simultaneous misses of one query share one database read.
 *
 * Behind the production proxy, its microcache (docker/api-proxy/nginx.conf) sends one request per URL
 * at a time to the API while it refreshes its copy, so an entry running out costs one read.
 */
@Injectable()
export class CatalogueCache {
  static readonly ttlMs = 1000;
  /** Distinct queries kept; the oldest entry goes first (searches are many, but each is small). */
  static readonly maxEntries = 500;
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, { generation: number; promise: Promise<CachedAnswer> }>();
  /** Moves on with every write; `catalogueGeneration` only with those that change more than stock. */
  private generation = 0;
  private catalogueGeneration = 0;

  get(key: string, load: Load, options: { stockFree?: boolean } = {}): Promise<CachedAnswer> {
    const entry = this.entries.get(key);
    if (entry && Date.now() < entry.expiresAt) return Promise.resolve(entry.answer);
    return this.read(key, load, options.stockFree ?? false);
  }

  /**
   * A list's total for `filters`, kept like an answer (the same lifetime, dropped by the same writes)
   * so that every page and sort of one filter counts the matching parts once.
   */
  async count(filters: string, load: () => Promise<number>): Promise<number> {
    return (await this.get(`count ${filters}`, async () => ({ body: null, total: await load() }))).total;
  }

  invalidate(change: CatalogueChange = 'catalogue'): void {
    this.generation++;
    if (change === 'catalogue') {
      this.catalogueGeneration++;
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) if (!entry.stockFree) this.entries.delete(key);
  }

  private generationFor(stockFree: boolean): number {
    return stockFree ? this.catalogueGeneration : this.generation;
  }

  /** Reads `key`, sharing a read of the same generation already under way. */
  private read(key: string, load: Load, stockFree: boolean): Promise<CachedAnswer> {
    const pending = this.loading.get(key);
    const generation = this.generationFor(stockFree);
    if (pending?.generation === generation) return pending.promise;
    const promise = this.fill(key, generation, load, stockFree).finally(() => {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    });
    this.loading.set(key, { generation, promise });
    return promise;
  }

  private async fill(key: string, generation: number, load: Load, stockFree: boolean): Promise<CachedAnswer> {
    const { body, total } = await load();
    const json = Buffer.from(JSON.stringify(body));
    const answer = { json, etag: etagOf(json), total };
    if (generation === this.generationFor(stockFree)) {
      this.entries.delete(key); // re-inserted last: the Map's order is the age order
      this.entries.set(key, { answer, expiresAt: Date.now() + CatalogueCache.ttlMs, stockFree });
      if (this.entries.size > CatalogueCache.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return answer;
  }
}

/** A strong validator: the same bytes always give the same tag, on every replica. */
export const etagOf = (json: Buffer) => `"${createHash('sha1').update(json).digest('base64url')}"`;
