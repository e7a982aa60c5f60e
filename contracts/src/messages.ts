/**
 * Every user-facing text the spec fixes word for word (spec §2, §4, §5, §8). The API answers with
 * these words and the forms show them, so they live in one place. Spelling mistakes of the spec
 * ('Successfull', 'Posetive') are kept on purpose: people and tests look for the exact words.
 */
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
    availableQuantityMin: "Available quantity can't be less than 1",
  },
  notANumber: 'Please enter a number',
  notAWholeNumber: 'Please enter a whole number',
  priceCents: 'Price can have at most two decimals',
  // Added by this product: the spec sets no upper bounds and no rule on invisible characters.
  priceMax: (max: number) => `Price can't be greater than ${max}`,
  minQuantityMax: (max: number) => `Minimum quantity can't be greater than ${max}`,
  availableQuantityMax: (max: number) => `Available quantity can't be greater than ${max}`,
  controlCharacters: 'Please remove invisible control characters (such as NUL) from this text',
  tooLong: (max: number) => `At most ${max} characters`,
  partVersionRequired:
    'The version of the part your form loaded is missing. Reload the page and make your change again.',
} as const;

/** Toasts and status texts of spec §2, §4 and §8 (plus the ones this product adds, marked). */
export const uiMessages = {
  loading: 'Loading, Please wait...',
  stockOut: 'Stock Out',
  stockOutDetail: 'Stock out',
  inStock: 'In Stock',
  orderPlaced: 'Order Placed Successfully',
  orderCancelled: 'Order Cancelled',
  cancelOrderQuestion: 'Are you sure you want to cancel this order?',
  paymentSucceeded: 'Congratulation! Payment Successfull.',
  profileUpdated: 'Profile updated successfully.',
  noUserLoggedIn: 'No user is logged in',
  madeAdmin: 'Successfully made Admin.',
  userDeleted: 'User Deleted',
  productAdded: 'Product Added successfully.',
  productUpdated: 'Product updated Successfully',
  /** The spec shows 'Order Cancelled' after deleting a product: a copy error this product fixes. */
  productDeleted: 'Product deleted',
  reviewAdded: 'Review Added',
  emailSent: 'Email sent.',
  pageNotFound: 'Page not found',
  newUser: 'New User',
  // Added by this product (the spec has no words for these dashboard states and confirmations).
  noOrdersYet: 'No orders yet',
  noUsersYet: 'No users yet',
  noProductsYet: 'No products yet',
  orderShipped: 'Order shipped',
  /** My Orders: how long an unpaid order keeps its parts reserved (then it is cancelled by the shop). */
  heldUntil: (when: string) => `Reserved until ${when}`,
  /** All Orders: a payment that arrived after the order was cancelled or expired went back to the customer. */
  paymentRefunded: 'Payment refunded',
  deleteUserQuestion: 'Are you sure you want to delete this user?',
  deleteProductQuestion: 'Are you sure you want to delete this product?',
  // Added by this product for the storefront (the spec shows nothing for these states).
  catalogueUnavailable: 'Products could not be loaded. Please try again later.',
  noPartsMatch: 'No parts match your search.',
  reviewsUnavailable: 'Reviews could not be loaded. Please try again later.',
  orderNotPlaced: 'Your order was not placed.',
  orderAlreadyPaid: 'This order is paid.',
  paymentFormUnavailable: 'The card form could not be loaded. Please try again later.',
  // Added by this product for the shell (network failures, remote fallback, auth landings).
  networkError: 'Cannot reach the shop server. Please check your connection and try again.',
  remoteUnavailable: 'This part of the shop is not available right now. Please try again in a moment.',
  emailVerified: 'Your email address is verified.',
  verifyingEmail: 'Verifying your email address...',
  verificationSent: 'We sent a verification link to your email address.',
  passwordChanged: 'Your password has been changed. Please sign in.',
  signingIn: 'Signing you in...',
  shopStartFailed: 'The shop could not start. Please try again in a moment.',
} as const;

/** Errors the API answers with where the spec has no words of its own. */
export const apiMessages = {
  partNotFound: 'Part not found',
  orderNotFound: 'Order not found',
  userNotFound: 'User not found',
  orderPaidCannotCancel: 'A paid order cannot be cancelled',
  orderNotPayable: 'This order cannot be paid: it is already paid or cancelled',
  orderNotShippable: 'Only a paid order can be shipped',
  orderPaidBeforeCancel: 'This order was paid before it could be cancelled, so it stays paid',
  tooManyUnpaidOrders: (max: number) =>
    `You already have ${max} unpaid ${max === 1 ? 'order' : 'orders'}. Please pay or cancel one before placing another.`,
  partChangedReload:
    'This part changed since you opened it (stock was sold or someone else saved it). Reload the page and make your change again.',
  stockOut: 'This part is out of stock',
  lastAdmin: 'The last admin cannot be deleted',
  cannotDeleteSelf: 'You cannot delete your own account here',
  notYourResource: 'You may only access your own account and orders',
  adminOnly: 'Only an admin may do this',
  signInRequired: 'Please sign in to continue',
  invalidCredentials: 'Wrong email or password',
  emailInUse: 'This email is already in use',
  linkInvalid: 'This link is invalid or has expired',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  googleNotConfigured: 'Google sign-in is not available on this shop right now',
  googleSignInFailed: 'Google sign-in did not complete. Please try again.',
  googleEmailUnverified: 'Your Google account has no verified email address',
  googleAccountMismatch: 'This email is already linked to a different Google account',
  paymentNotConfirmed: 'The payment was not confirmed by the card provider',
  invalidBody: 'The request body is not valid',
  orderTotalTooLarge: 'An order can cost at most $999,999.99. Please order fewer units.',
  databaseUnavailable: 'The shop cannot reach its database right now. Please try again in a moment.',
  invalidValue: 'A value in the request is out of range or contains characters that are not allowed',
} as const;

/** Added by this product: bad list queries (paging, filters, sort) and the catalogue's optional fields. */
export const listMessages = {
  pageInvalid: 'page must be a whole number of at least 1',
  limitInvalid: (max: number) => `limit must be a whole number from 1 to ${max}`,
  givenTwice: (name: string) => `${name} may be given only once`,
  tooLong: (name: string, max: number) => `${name} must be at most ${max} characters`,
  controlCharacters: (name: string) => `${name} must not contain control characters`,
  oneOf: (name: string, allowed: readonly string[]) => `${name} must be one of: ${allowed.join(', ')}`,
  daysInvalid: (max: number) => `days must be a whole number from 1 to ${max}`,
  timeZoneInvalid: 'tz must be a time zone such as Europe/London or UTC',
} as const;

export const catalogueMessages = {
  brandTooLong: (max: number) => `Brand must be at most ${max} characters`,
  modelTooLong: (max: number) => `Each model must be at most ${max} characters`,
  tooManyModels: (max: number) => `At most ${max} models per part`,
  modelsInvalid: 'Models must be a list of device names',
  categoryInvalid: 'Please choose a category from the list',
} as const;

/**
 * Card and payment-provider texts. The card errors use Stripe's own wording, so the sandbox provider
 * and Stripe show a customer the same words (spec §8: "using the payment provider's message").
 */
export const paymentMessages = {
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  cardNumberInvalid: 'Your card number is invalid.',
  cardNumberIncomplete: 'Your card number is incomplete.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryInPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
  intentNotFound: 'No such payment intent.',
  intentAlreadySucceeded:
    'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
  intentCanceled: 'You cannot confirm this PaymentIntent because it has a status of canceled.',
  providerUnavailable: 'The card provider could not be reached. Please try again in a moment.',
  webhookSignatureInvalid: 'The webhook signature could not be verified.',
  webhooksNotAccepted: "This shop's payment provider sends no webhooks.",
  sandboxNotActive: 'The sandbox payment provider is not active on this shop.',
  /** Logged at start and shown by /health when production runs on fake money (the operator opted in). */
  testPaymentsInProduction: (provider: string) =>
    `PAYMENTS ARE NOT REAL: production runs with PAYMENT_PROVIDER=${provider}. Test cards mark orders paid and no money is taken.`,
} as const;
