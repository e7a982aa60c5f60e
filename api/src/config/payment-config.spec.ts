import { ConfigError, loadConfig } from './app-config';
import { fakeMoneyWarning } from './payment-config';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop:pw@db:5432/shop',
  JWT_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://mail:25',
  CORS_ORIGINS: 'https://shop.example',
  SELLER_LEGAL_NAME: 'Parts Wholesale Ltd',
  SELLER_ADDRESS: '5 Dock Road | London E16 1AA',
  SELLER_TAX_ID: 'GB123456789',
};
const liveStripe = {
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
};
const testStripe = { ...liveStripe, STRIPE_SECRET_KEY: 'sk_test_abc' };

describe('payment configuration', () => {
  it('uses the sandbox in development without keys, and Stripe (test mode) with a test key', () => {
    expect(loadConfig({}).payments).toEqual({ choice: 'sandbox', provider: 'sandbox', realMoney: false, stripe: null });
    expect(loadConfig(testStripe).payments).toMatchObject({
      choice: 'stripe-test',
      provider: 'stripe',
      realMoney: false,
    });
  });

  it('refuses to start production with no payment provider (the sandbox is not chosen silently)', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(
      /no payment provider: set STRIPE_SECRET_KEY \(a live key\), or PAYMENT_PROVIDER=sandbox/,
    );
  });

  it('refuses Stripe test keys in production unless PAYMENT_PROVIDER=stripe-test', () => {
    expect(() => loadConfig({ ...production, ...testStripe })).toThrow(
      /test key \(sk_test_…\): production takes test payments only with PAYMENT_PROVIDER=stripe-test/,
    );
    expect(() => loadConfig({ ...production, ...testStripe, PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /real payments need a live key/,
    );
    expect(loadConfig({ ...production, ...testStripe, PAYMENT_PROVIDER: 'stripe-test' }).payments).toMatchObject({
      provider: 'stripe',
      realMoney: false,
    });
  });

  it('takes real money in production with a live key, no opt-in needed', () => {
    const { payments } = loadConfig({ ...production, ...liveStripe });
    expect(payments).toMatchObject({ choice: 'stripe', provider: 'stripe', realMoney: true });
    expect(fakeMoneyWarning(payments, true)).toBeNull();
  });

  it('runs production on the sandbox only when the operator says so, with a warning', () => {
    const config = loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' });
    expect(config.payments).toMatchObject({ provider: 'sandbox', realMoney: false });
    expect(fakeMoneyWarning(config.payments, true)).toMatch(
      /PAYMENTS ARE NOT REAL: production runs with PAYMENT_PROVIDER=sandbox/,
    );
    expect(fakeMoneyWarning(config.payments, false)).toBeNull();
  });

  it('stops on contradictions in any environment, naming what to change', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
      /PAYMENT_PROVIDER: must be one of stripe, stripe-test, sandbox/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'sandbox', ...testStripe })).toThrow(
      /STRIPE_SECRET_KEY is set: unset one/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe-test', ...liveStripe })).toThrow(
      /stripe-test but STRIPE_SECRET_KEY is a live key/,
    );
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET is required/,
    );
  });
});
