/** Paths this remote links to; the shell and the dashboard remote own the pages behind them. */
export const purchasePath = (partId: string) => `/purchase/${encodeURIComponent(partId)}`;
// '@' is allowed in a path segment; keeping it makes the address read like the spec's /myOrders/{email}.
export const myOrdersPath = (email: string) => `/dashboard/myOrders/${encodeURIComponent(email).replace(/%40/g, '@')}`;

/** Spec §9: redirect after an order or a payment. */
export const redirectDelayMs = 2000;
