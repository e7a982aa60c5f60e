import { intentPaysFor, orderAmountCents } from './payment-checks';
import type { ProviderIntent } from './payment-provider';

describe('payment checks', () => {
  const order = { id: '7d1c3a5e-8f4b-4c2a-9a53-1b2c3d4e5f60', priceCents: 12999, quantity: 3 };
  const intent: ProviderIntent = {
    id: 'pi_1',
    status: 'succeeded',
    amountCents: 38997,
    currency: 'usd',
    orderId: order.id,
  };

  it('prices an order as its unit price times its quantity, in cents', () => {
    expect(orderAmountCents(order)).toBe(38997);
  });

  it('accepts a succeeded intent made for this order and its full amount', () => {
    expect(intentPaysFor(intent, order)).toBe(true);
  });

  it.each([
    ['not succeeded', { status: 'requires_payment_method' }],
    ['still processing', { status: 'processing' }],
    ['made for another order', { orderId: '0b6f2d9e-1a2b-4c3d-8e9f-0a1b2c3d4e5f' }],
    ['made for no order', { orderId: null }],
    ['for less', { amountCents: 38996 }],
    ['for one unit', { amountCents: 12999 }],
    ['in another currency', { currency: 'eur' }],
  ])('refuses an intent %s', (_label, change) => {
    expect(intentPaysFor({ ...intent, ...change }, order)).toBe(false);
  });
});
