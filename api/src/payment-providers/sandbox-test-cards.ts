import { paymentMessages } from '@phoneparts/contracts';

/** Stripe's test card numbers the sandbox honours (https://docs.stripe.com/testing#cards). */
const sandboxTestCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export interface CardInput {
  cardNumber: string;
  /** MM/YY as a card shows it. */
  expiry: string;
  cvc: string;
}

/**
 * What the sandbox's card network makes of a card. `invalid` is a mistake in what was typed (400);
 * `declined` is the bank saying no (402), with Stripe's code and words.
 */
export type CardOutcome =
  | { kind: 'succeeded' }
  | { kind: 'invalid'; code: string; message: string }
  | { kind: 'declined'; code: 'card_declined'; declineCode: string; message: string };

/** Checks the card in Stripe's order: number, then expiry, then security code, then the issuer's answer. */
export function checkTestCard(card: CardInput, now: Date = new Date()): CardOutcome {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(number)) return invalid('invalid_number', paymentMessages.cardNumberInvalid);
  if (number.length < 16) return invalid('incomplete_number', paymentMessages.cardNumberIncomplete);
  if (!Object.values(sandboxTestCards).includes(number as never))
    return invalid('invalid_number', paymentMessages.cardNumberInvalid);

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  if (!expiry) return invalid('incomplete_expiry', paymentMessages.expiryIncomplete);
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  if (month < 1 || month > 12) return invalid('invalid_expiry_month', paymentMessages.expiryMonthInvalid);
  // A card is good through the last day of its expiry month.
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < current) return invalid('invalid_expiry_year_past', paymentMessages.expiryInPast);

  const cvc = card.cvc.trim();
  if (!/^\d+$/.test(cvc) || cvc.length > 3) return invalid('invalid_cvc', paymentMessages.cvcInvalid);
  if (cvc.length < 3) return invalid('incomplete_cvc', paymentMessages.cvcIncomplete);

  if (number === sandboxTestCards.declined) return declined('generic_decline', paymentMessages.cardDeclined);
  if (number === sandboxTestCards.insufficientFunds)
    return declined('insufficient_funds', paymentMessages.insufficientFunds);
  return { kind: 'succeeded' };
}

const invalid = (code: string, message: string): CardOutcome => ({ kind: 'invalid', code, message });
const declined = (declineCode: string, message: string): CardOutcome => ({
  kind: 'declined',
  code: 'card_declined',
  declineCode,
  message,
});
