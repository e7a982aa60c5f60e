import { reorderMessages } from '@phoneparts/contracts';
import type { PartRow } from '../parts/part-row';
import type { OrderLineRow } from '../orders/order-row';
import { planReorder } from './reorder-plan';

/** A part of the catalogue now, and the order line that sold it at 10.00. */
const part = {
  id: 'p-1',
  name: 'Screen',
  priceCents: 1250,
  priceBands: [],
  minQuantity: 1,
  availableQuantity: 50,
} as unknown as PartRow;
const line = { partId: 'p-1', name: 'Screen', quantity: 2, unitPriceCents: 1000 } as OrderLineRow;

describe('planning an order again', () => {
  it('reports a changed price in the shop currency', () => {
    const changed = (currency: string) =>
      planReorder([line], { held: new Map(), parts: new Map([[part.id, part]]) }, currency).outcome.changes;
    expect(changed('GBP')).toMatchObject([
      { kind: 'priceChanged', message: reorderMessages.priceChanged('£10.00', '£12.50') },
    ]);
    expect(changed('EUR')[0].message).toBe(reorderMessages.priceChanged('€10.00', '€12.50'));
    expect(changed('USD')[0].message).toBe(reorderMessages.priceChanged('$10.00', '$12.50'));
  });
});
