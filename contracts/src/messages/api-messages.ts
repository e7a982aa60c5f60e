import { signInRequiredMessage } from '../session';

/** Errors the API answers with where docs/product.md#5-validation has no words of its own. */
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
  signInRequired: signInRequiredMessage,
  invalidCredentials: 'Wrong email or password',
  emailInUse: 'This email is already in use',
  linkInvalid: 'This link is invalid or has expired',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  /** The same refusal with the real wait, in the words a person reads (Retry-After says it in seconds). */
  tooManyRequestsWait: (seconds: number) =>
    `Too many attempts. Please wait ${
      seconds < 120 ? `${seconds} ${seconds === 1 ? 'second' : 'seconds'}` : `${Math.ceil(seconds / 60)} minutes`
    } and try again.`,
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
