/** Returns, refunds and credit notes (docs/returns.md): the buyer's form, the dashboard, the API's refusals. */
export const returnMessages = {
  // The buyer's request.
  linesRequired: 'Choose at least one part and how many units to return.',
  lineUnknown: 'One of the lines is not part of this order.',
  lineTwice: 'Each line can appear once in a return.',
  quantityInvalid: 'Units to return must be a whole number of at least 1.',
  tooManyUnits: (name: string, left: number) =>
    left === 0
      ? `All units of ${name} are already returned or being returned.`
      : `At most ${left} unit${left === 1 ? '' : 's'} of ${name} can still be returned.`,
  reasonRequired: 'Choose why the parts come back.',
  commentTooLong: (max: number) => `The comment can't be more than ${max} characters.`,
  notReturnable: 'Only a shipped order can be returned.',
  windowClosed: (days: number) =>
    `The return window of ${days} days after shipping has closed; a defective part under warranty can still be returned as defective.`,
  warrantyOver: (name: string) => `The warranty of ${name} has ended.`,
  // The admin's steps.
  returnNotFound: 'No such return.',
  refusalReasonRequired: 'Say why the return is refused: the buyer reads it.',
  notRequested: 'Only a requested return can be approved or refused.',
  notApproved: 'Only an approved return can be marked received.',
  notReceived: 'Only a received return can be refunded.',
  receiveLinesRequired: 'Say for each returned line whether its units go back on sale.',
  alreadyRefunded: 'This return is already refunded.',
  refundInProgress: 'A refund of this return is under way; look again in a minute.',
  refundFailed: 'The payment provider did not accept the refund. Nothing was refunded; please try again.',
  refundNoAnswer:
    'The payment provider did not answer; the refund may have gone through. Try again: a retry never pays twice.',
  noCreditNote: 'This return has no credit note yet: one is issued with the refund.',
} as const;
