/** Tax rates, the shop's price basis, buyers' tax details: the forms' errors and the API's refusals. */
export const taxMessages = {
  countryRequired: 'Please choose a country.',
  regionNotOfCountry: 'This region is not one of the country’s states, provinces or territories.',
  rateRequired: 'Rate is required.',
  rateRange: 'Rate must be a percentage from 0 to 100.',
  ratePrecision: 'Rate has at most three decimals (e.g. 8.875).',
  rateExists: 'This country (and region) has a rate already: change that one.',
  rateNotFound: 'No such tax rate.',
  tooManyRates: (max: number) => `The shop keeps ${max} tax rates at most: delete one first.`,
  nothingToChange: 'Send at least one field to change.',
  pricesIncludeTaxRequired: 'pricesIncludeTax must be true or false.',
  taxExemptRequired: 'taxExempt must be true or false.',
  companyTooLong: 'Company name is too long.',
  taxIdInvalid: 'A tax ID has 2 to 30 letters, digits, spaces, dots or dashes.',
  buyerNotFound: 'No such buyer.',
  exemptNeedsTaxId: 'This buyer has no tax ID on file: an exemption is granted for a tax ID.',
  /** What an exempt buyer's order says about its tax. */
  taxExempt: (taxId: string) => `Tax exempt: ${taxId}`,
  // The dashboard page.
  pageTitle: 'Tax',
  noRates: 'No tax rates yet: orders carry no tax.',
  rateSaved: 'Tax rate saved.',
  rateDeleted: 'Tax rate deleted.',
  pricesNet: 'Catalogue prices are net: tax is added at checkout.',
  pricesGross: 'Catalogue prices include tax.',
} as const;
