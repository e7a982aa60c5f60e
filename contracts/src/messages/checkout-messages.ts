/** The cart's quote and checkout: the API's refusals and what the checkout page says about them. */
export const checkoutMessages = {
  addressChoiceRequired: 'Choose a saved address or enter a new one.',
  addressChoiceBoth: 'Send either a saved address (addressId) or a new one (address), not both.',
  shippingMethodRequired: 'Please choose a shipping method.',
  poNumberTooLong: (max: number) => `A PO number has at most ${max} characters.`,
  noteTooLong: (max: number) => `A note has at most ${max} characters.`,
  /** A 409: a shipping price, tax rate or part price changed between the quote and the order. */
  quoteChanged:
    'The figures of your order changed since you saw them. Please check the new total and place the order again.',
  /** The quote's figures a client sent back were not amounts. */
  quoteInvalid: 'quote must be the figures of POST /cart/quote (amounts of the shop currency).',
} as const;
