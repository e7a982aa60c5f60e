/**
 * The number people read for an order, in mails and on the order page: the first 8 characters of its
 * id, upper-cased (unique enough to find an order; the full id stays in the links).
 */
export const orderNumber = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/** Pages of the shell that mails link to: the API builds its links from these, the apps route them. */
export const shellPaths = {
  /** The dashboard's order page (status, history, tracking, Pay / Cancel). */
  order: (orderId: string) => `/dashboard/orders/${encodeURIComponent(orderId)}`,
  /** The dashboard's list of returns, where an admin works them. */
  adminReturns: '/dashboard/returns',
  /** The storefront's payment page. */
  payment: (orderId: string) => `/payment/${encodeURIComponent(orderId)}`,
};
