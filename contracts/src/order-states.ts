import type { OrderStatus } from './entities';

/**
 * The order's life, as one table (read it top to bottom): which status may follow which. The API's state
 * machine enforces it (every change goes through it and leaves a history entry); the dashboard reads it
 * to offer only the actions the API will accept. `placed` is where every order starts.
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // The card payment succeeds; or the customer (or an admin) cancels; or the stock hold ends unpaid and the
  // system cancels it (an expiry is `cancelled` with a history entry by the system, not a status of its own).
  placed: ['paid', 'cancelled'],
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

/** Whether the API accepts cancelling this order now (DELETE /myOrders/:id; 409 otherwise). */
export const isCancellable = (order: { status: OrderStatus }) => canTransition(order.status, 'cancelled');

/** Whether the API accepts shipping this order now (POST /myOrders/:id/ship; 409 otherwise). */
export const isShippable = (order: { status: OrderStatus }) => canTransition(order.status, 'shipped');
