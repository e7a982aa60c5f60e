/** Delivery addresses and the address book: form labels' errors and the API's refusals. */
export const addressMessages = {
  nameRequired: 'Recipient name is required.',
  line1Required: 'Address line 1 is required.',
  cityRequired: 'City is required.',
  countryRequired: 'Please choose a country.',
  countryUnknown: 'Please choose a country from the list.',
  regionRequired: 'Please choose a state, province or territory.',
  regionUnknown: (country: string) => `This is not a state, province or territory of ${country}.`,
  postalCodeRequired: 'Postal code is required.',
  postalCodeInvalid: (country: string, example: string | undefined) =>
    example
      ? `This postal code cannot be right for ${country} (it looks like ${example}).`
      : `This postal code cannot be right for ${country}.`,
  addressNotFound: 'No such address in your address book.',
  tooManyAddresses: (max: number) => `Your address book holds ${max} addresses at most: delete one first.`,
  nothingToChange: 'Send at least one field to change.',
  // The account page.
  bookTitle: 'Address book',
  noAddresses: 'You have no saved addresses yet.',
  addAddress: 'Add address',
  defaultBadge: 'Default',
  makeDefault: 'Make default',
  addressSaved: 'Address saved.',
  addressDeleted: 'Address deleted.',
} as const;
