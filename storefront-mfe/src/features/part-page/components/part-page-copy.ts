import { stockStateLabels, type StockState } from '@phoneparts/contracts';

/** The public part page's words (docs/product.md#23-public-catalogue). */
export const partPageCopy = {
  sku: 'SKU',
  grade: 'Quality grade',
  pricePerUnit: 'Price per unit',
  band: (minQuantity: number) => `From ${minQuantity} units`,
  minimum: 'Minimum order quantity',
  available: 'Available quantity',
  category: 'Category',
  fits: 'Fits',
  warranty: 'Warranty',
  warrantyDays: (days: number) => (days === 0 ? 'none' : `${days} days`),
  stock: (state: StockState, available: number) =>
    state === 'low' ? `${stockStateLabels.low}: ${available} left` : stockStateLabels[state],
  orderBox: 'Order this part',
  buyNow: 'Buy Now',
  signInToNotify: 'Sign in, and we email you once when this part is back in stock.',
  signInToAdd: 'You sign in first; the part is then added to your cart.',
  notFound: 'Page not found',
  backHome: 'Back to home',
} as const;
