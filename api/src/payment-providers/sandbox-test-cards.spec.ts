import { paymentMessages } from '@phoneparts/contracts';
import { checkTestCard } from './sandbox-test-cards';

describe('checkTestCard (Stripe test numbers)', () => {
  const now = new Date('2026-11-15T12:00:00Z');
  const good = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
  const check = (change: Partial<typeof good>) => checkTestCard({ ...good, ...change }, now);

  it('lets 4242 4242 4242 4242 through, with or without separators', () => {
    expect(check({})).toEqual({ kind: 'succeeded' });
    expect(check({ cardNumber: '4242-4242-4242-4242' })).toEqual({ kind: 'succeeded' });
    expect(check({ cardNumber: '4242424242424242' })).toEqual({ kind: 'succeeded' });
  });

  it("declines 4000 0000 0000 0002 with Stripe's words", () => {
    expect(check({ cardNumber: '4000 0000 0000 0002' })).toEqual({
      kind: 'declined',
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    });
  });

  it('declines 4000 0000 0000 9995 for insufficient funds', () => {
    expect(check({ cardNumber: '4000 0000 0000 9995' })).toMatchObject({
      kind: 'declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it.each([['4111 1111 1111 1112'], ['5555 5555 5555 4444'], ['4242 4242 4242 424x'], ['4242424242424242424']])(
    'calls %s invalid',
    (cardNumber) => {
      expect(check({ cardNumber })).toMatchObject({ kind: 'invalid', message: 'Your card number is invalid.' });
    },
  );

  it('calls a short number incomplete', () => {
    expect(check({ cardNumber: '4242 4242' })).toMatchObject({
      kind: 'invalid',
      message: paymentMessages.cardNumberIncomplete,
    });
  });

  it('refuses an expiry in the past, accepts the current month', () => {
    expect(check({ expiry: '10/26' })).toMatchObject({
      kind: 'invalid',
      message: "Your card's expiration date is in the past.",
    });
    expect(check({ expiry: '12/25' })).toMatchObject({
      kind: 'invalid',
      message: "Your card's expiration date is in the past.",
    });
    expect(check({ expiry: '11/26' })).toEqual({ kind: 'succeeded' });
    expect(check({ expiry: '1 / 27' })).toEqual({ kind: 'succeeded' });
  });

  it('refuses a malformed expiry or month', () => {
    expect(check({ expiry: '1230' })).toMatchObject({ kind: 'invalid', message: paymentMessages.expiryIncomplete });
    expect(check({ expiry: '13/30' })).toMatchObject({ kind: 'invalid', message: paymentMessages.expiryMonthInvalid });
    expect(check({ expiry: '00/30' })).toMatchObject({ kind: 'invalid', message: paymentMessages.expiryMonthInvalid });
  });

  it.each([['12a'], ['1234'], ['abc']])('refuses the security code %s', (cvc) => {
    expect(check({ cvc })).toMatchObject({ kind: 'invalid', message: "Your card's security code is invalid." });
  });

  it('calls a two-digit security code incomplete', () => {
    expect(check({ cvc: '12' })).toMatchObject({ kind: 'invalid', message: paymentMessages.cvcIncomplete });
  });

  it('checks number before expiry before security code before the issuer', () => {
    expect(checkTestCard({ cardNumber: '1234', expiry: '01/20', cvc: 'x' }, now)).toMatchObject({
      code: 'incomplete_number',
    });
    expect(checkTestCard({ cardNumber: '4000000000000002', expiry: '01/20', cvc: 'x' }, now)).toMatchObject({
      code: 'invalid_expiry_year_past',
    });
    expect(checkTestCard({ cardNumber: '4000000000000002', expiry: '01/30', cvc: 'x' }, now)).toMatchObject({
      code: 'invalid_cvc',
    });
  });
});
