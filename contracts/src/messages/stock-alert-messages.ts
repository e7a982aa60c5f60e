/**
 * Back in stock (docs/product.md#16-back-in-stock): what the part page, the account page and the API say about a
 * request.
 */
export const stockAlertMessages = {
  notifyMe: 'Notify me',
  /** The part page, once the buyer asked. */
  waiting: 'We will email you when this part is back in stock.',
  requested: 'Done: we will email you when this part is back in stock.',
  withdraw: 'Withdraw',
  withdrawn: 'Request withdrawn: you will not get a mail about this part.',
  /** The account page's list. */
  listTitle: 'Back-in-stock requests',
  noRequests: 'You are not waiting for any part.',
  statusWaiting: 'Waiting',
  statusMailed: (when: string) => `Mailed ${when}`,
  // The API's refusals.
  partInStock: 'This part is in stock: you can order it now.',
  alreadyWaiting: 'You already asked: we will email you when this part is back in stock.',
  tooManyWaiting: (max: number) => `You are waiting for ${max} parts already: withdraw a request first.`,
  requestNotFound: 'No such back-in-stock request.',
  withdrawLinkInvalid: 'This link is not valid. You can withdraw the request from your account page.',
  partIdsInvalid: (max: number) => `parts must be a comma-separated list of at most ${max} part ids`,
  /** The page a mailed withdraw link opens. */
  withdrawTitle: 'Stop the back-in-stock mail',
  withdrawQuestion: 'Do you want us to stop watching this part for you?',
  withdrawButton: 'Yes, withdraw my request',
  withdrawMissingToken: 'This link is incomplete. Open it again from the mail.',
} as const;
