/**
 * The words of account self-service (change password, change email, delete the account, download one's
 * data; docs/product.md#29-account-page) and of the banner that asks an unverified customer to verify.
 * Where sign-up has words for the same thing (the password rules, 'Email is required.') the schemas use
 * those.
 */
export const accountMessages = {
  // Refusals (API) and field errors (forms)
  currentPasswordRequired: 'Please enter your current password.',
  wrongCurrentPassword: 'Your current password is not correct.',
  samePassword: 'The new password must be different from your current one.',
  sameEmail: 'This is already your email address.',
  noPasswordYet:
    'Your account signs in with Google and has no password yet. Use "Forgot Password?" on the sign-in page to set one.',
  confirmationRequired: 'Please type your email address to confirm.',
  confirmationMismatch: 'That is not the email address of your account.',
  passwordOrConfirmationRequired: 'Please enter your current password to confirm.',
  unshippedOrders:
    'You have a paid order that has not shipped yet. You can delete your account once it has shipped (or after the shop cancels it).',

  // Toasts and texts
  passwordChanged: 'Your password was changed. You stay signed in here; every other device was signed out.',
  emailChangeSent: (email: string) =>
    `We sent a link to ${email}. Your email address changes when you open it (within 24 hours).`,
  emailChanged: 'Your email address was changed.',
  changingEmail: 'Changing your email address...',
  accountDeleted: 'Your account was deleted. Your orders stay in the shop’s books without your name.',
  deleteAccountQuestion:
    'Delete your account? This cannot be undone: you are signed out everywhere, your profile is removed and your orders are kept without your name.',
  dataDownloaded: 'Your data was downloaded.',
  currentEmail: (email: string) => `Your email address is ${email}.`,
  exportExplained: 'Your profile, your orders with their history and your reviews, as one JSON file.',
  deleteExplained:
    'Your profile goes and you are signed out everywhere. Your orders stay in the shop’s books without your name, email, phone or address.',
  verifyBanner: (email: string) => `Please verify your email address ${email}: open the link we mailed you.`,
  sendAgain: 'Send again',
} as const;
