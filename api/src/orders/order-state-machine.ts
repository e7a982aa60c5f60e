import type { OrderStatus } from '@phoneparts/contracts';

/**
 * The order's life, as one table (read it top to bottom): which status may follow which.
 * Every status change goes through `applyTransition`, which checks this table and leaves a history entry.
 * `placed` is where every order starts; `shipped` and `cancelled` are final.
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['paid', 'cancelled'], // the card payment succeeds, or the customer (or an admin) cancels
  paid: ['shipped'], // an admin ships it; a paid order can no longer be cancelled
  shipped: [],
  cancelled: [],
};

/** Where a new order starts. */
export const initialOrderStatus: OrderStatus = 'placed';

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from]?.includes(to) ?? false;
}

/** Statuses in which the customer has paid (the Order JSON's `paid`). */
export const paidStatuses: readonly OrderStatus[] = ['paid', 'shipped'];
export const isPaidStatus = (status: OrderStatus) => paidStatuses.includes(status);
