/** Paths this remote links to; the shell and the dashboard remote own the pages behind them. */
export const purchasePath = (partId: string) => `/purchase/${encodeURIComponent(partId)}`;
/**
 * The public part and device pages (docs/product.md#23-public-catalogue). Here rather than beside the
 * public part's contract: the home page's cards link to a part page, and only these few bytes join
 * the home page's first load.
 */
export const partPagePath = (sku: string) => `/parts/${encodeURIComponent(sku)}`;
export const devicePagePath = (brand: string, model: string) =>
  `/devices/${encodeURIComponent(brand)}/${encodeURIComponent(model)}`;
// '@' is allowed in a path segment; keeping it makes the address read like the API's /myOrders/{email}.
export const myOrdersPath = (email: string) => `/dashboard/myOrders/${encodeURIComponent(email).replace(/%40/g, '@')}`;

/** The redirect after an order or a payment (docs/product.md#9-limits). */
export const redirectDelayMs = 2000;

/** The cart page (docs/product.md#25-cart-page). */
export const cartPath = '/cart';
/** The parameters of a pending add: a visitor's "Add to cart" goes here through sign-in. */
export const pendingAddParams = { part: 'add', quantity: 'quantity' } as const;
export const pendingAddPath = (partId: string, quantity: number) =>
  `${cartPath}?${new URLSearchParams({ [pendingAddParams.part]: partId, [pendingAddParams.quantity]: String(quantity) })}`;
/** The payment page of an order. */
export const paymentPath = (orderId: string) => `/payment/${encodeURIComponent(orderId)}`;
/** Quick order by SKU (docs/product.md#26-quick-order-page). */
export const quickOrderPath = '/quick-order';
