export const validationMessages = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Please provide a valid email',
  passwordRequired: 'Password is required.',
  passwordWeak: 'Minimum length is 8 and it must have one number, one special character',
  nameRequired: 'Name is required.',

  quantityRequired: 'Quantity is required.',
  quantityBelowMin: (min: number) => `Quantity can't be less than ${min}`,
  quantityAboveMax: (max: number) => `Quantity can't be greater than ${max}`,
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Please provide a valid Phone number',
  addressRequired: 'Address is required.',

  reviewCommentRequired: 'Description is required.',
  ratingsInvalid: 'Rating must be a whole number from 1 to 5',

  profileEducationRequired: 'Please fill up all the information.',
  profileLocationRequired: 'location info is required.',
  profilePhoneRequired: 'Phone no. is required.',
  profileSocialLinksRequired: 'Social info is required.',

  addProduct: {
    nameRequired: 'Product name is required.',
    pictureRequired: 'Product picture is required.',
    descriptionRequired: 'Description is required.',
    priceRequired: 'Price is required.',
    priceMin: "Price can't be less than 1",
    minQuantityRequired: 'Minimum quantity is required.',
    minQuantityMin: "Minimum quantity can't be less than 1",
    availableQuantityRequired: 'Available quantity is required.',
    availableQuantityMin: "Available quantity can't be less than 1",
  },
  updateProduct: {
    nameRequired: 'Name is required',
    pictureRequired: 'image info is required.',
    descriptionRequired: 'description is required.',
    priceRequired: 'Price is required.',
    priceMin: "Price can't be less than 1",
    minQuantityRequired: 'Minimum Quantity is required.',
    minQuantityMin: "Minimum Quantity can't be less than 1",
    availableQuantityRequired: 'Available quantity is required.',
    // The edit accepts a stock of 0 (a sold-out part); the add form keeps the minimum of 1.
    availableQuantityMin: "Available quantity can't be less than 0",
  },
  notANumber: 'Please enter a number',
  notAWholeNumber: 'Please enter a whole number',
  priceCents: 'Price can have at most two decimals',
  // Upper bounds and invisible characters (docs/architecture.md#54-input).
  priceMax: (max: number) => `Price can't be greater than ${max}`,
  minQuantityMax: (max: number) => `Minimum quantity can't be greater than ${max}`,
  availableQuantityMax: (max: number) => `Available quantity can't be greater than ${max}`,
  controlCharacters: 'Please remove invisible control characters (such as NUL) from this text',
  tooLong: (max: number) => `At most ${max} characters`,
  // Shipping an order (All Orders' "Ship now"): the admin names the carrier and the tracking number.
  carrierRequired: 'Carrier is required.',
  trackingNumberRequired: 'Tracking number is required.',
  trackingNumberInvalid: 'A tracking number has 5 to 40 letters or digits (spaces and dashes allowed)',
  partVersionRequired:
    'The version of the part your form loaded is missing. Reload the page and make your change again.',
} as const;
