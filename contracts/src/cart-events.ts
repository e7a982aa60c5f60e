/**
 * The browser event and channel the storefront announces cart changes on; the shell's top bar listens
 * (docs/decisions/0003). The whole interface between the two apps: these names and `{ lineCount }`.
 * Kept free of zod and of anything else, as the top bar and the home page load it first.
 */
export const cartChangedEvent = 'phoneparts:cart-changed';
export const cartBroadcastChannel = 'phoneparts-cart';
export interface CartChangedDetail {
  lineCount: number;
}
