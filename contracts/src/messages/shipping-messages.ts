/** Shipping methods: the dashboard's form, and the API's refusals. */
export const shippingMessages = {
  nameRequired: 'Method name is required.',
  countriesRequired: 'Choose at least one country the method serves.',
  countriesInvalid: 'Countries must be ISO 3166-1 codes from the list, each once.',
  priceRequired: 'Price is required.',
  priceNegative: 'Price can’t be negative.',
  priceMax: (max: number) => `Price can't be more than ${max}.`,
  freeAboveInvalid: (max: number) => `Free above must be a goods total above 0 and at most ${max}, or empty.`,
  amountCents: 'Amounts have at most two decimals (cents).',
  estimateRequired: 'Delivery estimate is required (e.g. "2–4 working days").',
  methodNotFound: 'No such shipping method.',
  tooManyMethods: (max: number) => `The shop keeps ${max} shipping methods at most: delete one first.`,
  nothingToChange: 'Send at least one field to change.',
  /** Checkout: the chosen method cannot take this order. */
  methodNotOffered: 'This shipping method does not deliver to this address. Please choose another.',
  noMethodForCountry: (country: string) => `We do not ship to ${country} yet.`,
  // The dashboard page.
  pageTitle: 'Shipping methods',
  noMethods: 'No shipping methods yet: buyers cannot check out until one serves their country.',
  methodSaved: 'Shipping method saved.',
  methodDeleted: 'Shipping method deleted.',
} as const;
