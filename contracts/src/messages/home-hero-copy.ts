/**
 * The home page's first screen (docs/product.md#22-home, item 1), word for word. The storefront's home page shows it,
 * and the shell draws the same banner while that page's remote loads (the first paint of the shop).
 */
export const homeHeroCopy = {
  heroTitle: 'We sell Mobile Parts',
  sellerClaim: 'The largest cellphone parts provider with best quality products worldwide.',
  shopNow: 'Shop now',
} as const;
