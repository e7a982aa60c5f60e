/**
 * What happened, as a service publishes it inside the transaction that made it happen. Subscribers
 * (the catalogue cache, the back-in-stock sweep …) hear of it only once that transaction has
 * committed, and never when it rolled back (`EventBus`, `Transactions`).
 */
export type DomainEvent =
  /** An order took units of these parts off the shelf. */
  | { type: 'stock-taken'; partIds: string[] }
  /** A cancelled or expired order put units of these parts back on the shelf. */
  | { type: 'stock-returned'; partIds: string[] }
  /**
   * An admin created, edited or deleted parts, or the demo catalogue was seeded. `mayRaiseStock`:
   * the change can make a part orderable again (more stock, a lower minimum order).
   */
  | { type: 'parts-changed'; mayRaiseStock: boolean };

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
