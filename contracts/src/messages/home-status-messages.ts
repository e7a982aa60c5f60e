/**
 * What the home page's lists show while they load, instead of them, and on each part's card (docs/product.md#22-home,
 * plus the states this product adds). A module of its own: the home page's bundle takes these, not every
 * toast of the shop (`uiMessages` holds them too).
 */
export const homeStatusMessages = {
  loading: 'Loading, Please wait...',
  stockOut: 'Stock Out',
  inStock: 'In Stock',
  // When a list cannot be loaded (docs/product.md#8-errors).
  catalogueUnavailable: 'Products could not be loaded. Please try again later.',
  noPartsMatch: 'No parts match your search.',
  reviewsUnavailable: 'Reviews could not be loaded. Please try again later.',
} as const;
