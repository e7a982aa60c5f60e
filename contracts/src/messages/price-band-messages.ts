/**
 * Quantity-break prices (docs/product.md#12-quantity-prices): what the admin's form and the API say about a band
 * list.
 */
const dollars = (value: number) => `$${value.toFixed(2)}`;

export const priceBandMessages = {
  notAList: 'Price bands must be a list of { minQuantity, price }',
  tooMany: (max: number) => `A part has at most ${max} price bands`,
  quantityRequired: 'Each price band needs a quantity.',
  priceRequired: 'Each price band needs a price.',
  quantityAboveMinimum: (band: number, minQuantity: number) =>
    `Band ${band}: the quantity must be above the minimum order (${minQuantity})`,
  quantitiesRise: (band: number) => `Band ${band}: the quantity must be above the band before it`,
  priceMin: (band: number) => `Band ${band}: the price can't be less than $1`,
  priceBelowBase: (band: number, price: number) =>
    `Band ${band}: the price must be below the part's price (${dollars(price)})`,
  pricesFall: (band: number) => `Band ${band}: the price must be below the band before it`,
} as const;
