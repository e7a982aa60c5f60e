/**
 * The shell's own texts (its 404, the top bar, a remote's fallback, the sign-in landings) and the shared
 * UI's network error. A module of its own, like the home page's: the first load takes these, not every
 * toast of the shop (`uiMessages` holds them too).
 */
export const shellMessages = {
  pageNotFound: 'Page not found',
  newUser: 'New User',
  emailSent: 'Email sent.',
  networkError: 'Cannot reach the shop server. Please check your connection and try again.',
  remoteUnavailable: 'This part of the shop is not available right now. Please try again in a moment.',
  emailVerified: 'Your email address is verified.',
  verifyingEmail: 'Verifying your email address...',
  verificationSent: 'We sent a verification link to your email address.',
  passwordChanged: 'Your password has been changed. Please sign in.',
  signingIn: 'Signing you in...',
  shopStartFailed: 'The shop could not start. Please try again in a moment.',
} as const;
