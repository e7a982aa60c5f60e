/**
 * What the home page's lists show while they load, instead of them, and on each part's card (spec §2,
 * plus the states this product adds). A module of its own: the home page's bundle takes these, not every
 * toast of the shop (`uiMessages` holds them too).
 */
export const homeStatusMessages = {
  loading: 'Loading, Please wait...',
  stockOut: 'Stock Out',
  inStock: 'In Stock',
  // Added by this product for the storefront (the spec shows nothing for these states).
  catalogueUnavailable: 'Products could not be loaded. Please try again later.',
  noPartsMatch: 'No parts match your search.',
  reviewsUnavailable: 'Reviews could not be loaded. Please try again later.',
} as const;
