export const addToCartLabel = 'Add to cart';
