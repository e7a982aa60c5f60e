import type { Order, OrderLine } from './entities';

/**
 * How an order with several lines is shown where one row stands for it (My Orders, All Orders, the
 * payment page's title; docs/product.md#10-orders-with-lines-and-the-cart). An order from an API older
 * than the lines counts as its one part.
 */
type OrderLines = Pick<Order, 'name' | 'picture' | 'price' | 'quantity' | 'productId'> &
  Partial<Pick<Order, 'lines' | 'total' | 'totalUnits'>>;

/** Every line of the order, first line first (the single-part fields make one line). */
export function linesOf(order: OrderLines): OrderLine[] {
  if (order.lines?.length) return order.lines;
  const lineTotal = (Math.round(order.price * 100) * order.quantity) / 100;
  const { productId, name, picture, price, quantity } = order;
  return [{ partId: productId, name, picture, unitPrice: price, quantity, lineTotal }];
}

/**
 * "iPhone 13 Screen" for one line, "iPhone 13 Screen + 2 more" for three. The order's `name` is its
 * first line's (the API's contract), so this reads what one-part lists always showed, then the rest.
 */
export function orderTitle(order: OrderLines): string {
  const more = linesOf(order).length - 1;
  return more > 0 ? `${order.name} + ${more} more` : order.name;
}

/** Units of all lines together. */
export function orderUnits(order: OrderLines): number {
  return order.totalUnits ?? linesOf(order).reduce((sum, line) => sum + line.quantity, 0);
}

/** What the customer pays for all lines, in dollars (the API's figure when it gives one). */
export function orderAmount(order: OrderLines): number {
  return order.total ?? linesOf(order).reduce((sum, line) => sum + line.lineTotal, 0);
}
