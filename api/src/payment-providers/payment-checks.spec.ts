import { intentPaysFor, orderAmountCents, providerCurrency } from './payment-checks';
import type { ProviderIntent } from './payment-provider';

describe('payment checks', () => {
  // Three lines: 3 × $129.99 + 2 × $50 + 1 × $0.50 (the total placement stored).
  const order = { id: '7d1c3a5e-8f4b-4c2a-9a53-1b2c3d4e5f60', totalCents: 49047 };
  const intent: ProviderIntent = {
    id: 'pi_1',
    status: 'succeeded',
    amountCents: 49047,
    currency: 'usd',
    orderId: order.id,
  };

  it('prices an order as its stored total (goods, shipping and tax), in cents', () => {
    expect(orderAmountCents(order)).toBe(49047);
  });

  it('accepts a succeeded intent made for this order and its full amount, in the shop currency', () => {
    expect(intentPaysFor(intent, order, 'usd')).toBe(true);
    expect(intentPaysFor({ ...intent, currency: 'gbp' }, order, providerCurrency('GBP'))).toBe(true);
  });

  it.each([
    ['not succeeded', { status: 'requires_payment_method' }],
    ['still processing', { status: 'processing' }],
    ['made for another order', { orderId: '0b6f2d9e-1a2b-4c3d-8e9f-0a1b2c3d4e5f' }],
    ['made for no order', { orderId: null }],
    ['for less', { amountCents: 49046 }],
    ['for the first line only', { amountCents: 38997 }],
    ['in another currency', { currency: 'eur' }],
  ])('refuses an intent %s', (_label, change) => {
    expect(intentPaysFor({ ...intent, ...change }, order, 'usd')).toBe(false);
  });
});
