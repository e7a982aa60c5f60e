/** Returns in the dashboard (docs/returns.md): the buyer's form and list on the order page, the admin's Returns page. */
export const returnPageMessages = {
  // The order page, for the buyer.
  formTitle: 'Return parts',
  formIntro: 'Choose how many units of each part come back, and why. The shop answers by email.',
  nothingLeftToReturn: 'Every unit of this order is already returned or being returned.',
  returnRequested: 'Return requested. We will email you once it is approved.',
  returnsTitle: 'Returns',
  noRefundYet: 'Not refunded yet',
  // The admin's Returns page.
  pageTitle: 'Returns',
  noReturnsYet: 'No returns yet',
  refuseQuestion: 'Why is this return refused? The buyer reads it.',
  receiveQuestion: 'Which units go back on sale?',
  backOnSale: 'Back on sale',
  returnApproved: 'Return approved. The buyer is mailed the return instructions.',
  returnRefused: 'Return refused. The buyer is mailed the reason.',
  returnReceived: 'Return marked received.',
  returnRefunded: (amount: string) => `Refunded ${amount}.`,
} as const;
