import { paymentMessages, z } from '@phoneparts/contracts';

/**
 * Which payment provider takes the shop's money, and whether that money is real.
 *
 * - `stripe`: Stripe with a live key (`sk_live_…` / `rk_live_…`) — the only real money.
 * - `stripe-test`: Stripe with a test key (`sk_test_…`): Stripe's test cards, no money moves.
 * - `sandbox`: the built-in provider (docs/architecture.md#6-decisions): test cards, no network, no money.
 *
 * In development the provider follows the keys (Stripe when a key is set, else the sandbox). In
 * production anything but live Stripe is fake money, so it needs the operator to say so in
 * `PAYMENT_PROVIDER`; the app then warns at start and `/health` shows it.
 */
const paymentProviderChoices = ['stripe', 'stripe-test', 'sandbox'] as const;
type PaymentProviderChoice = (typeof paymentProviderChoices)[number];

export const paymentEnvSchema = {
  PAYMENT_PROVIDER: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.enum(paymentProviderChoices, { error: `must be one of ${paymentProviderChoices.join(', ')}` }).optional()),
};

export interface PaymentEnv {
  PAYMENT_PROVIDER?: PaymentProviderChoice;
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_URL?: string;
}

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  apiUrl: string | undefined;
}

export interface PaymentConfig {
  /** What the operator chose (or development derived from the keys). */
  choice: PaymentProviderChoice;
  provider: 'stripe' | 'sandbox';
  /** false: nothing this provider confirms is real money (sandbox, or Stripe in test mode). */
  realMoney: boolean;
  stripe: StripeSettings | null;
}

const isLiveStripeKey = (key: string) => /^(sk|rk)_live_/.test(key);

/**
 * Resolves the provider from the environment. Answers the config, or the problems that stop start-up
 * (each one a sentence an operator can act on).
 */
export function resolvePaymentConfig(
  e: PaymentEnv,
  production: boolean,
): { config: PaymentConfig; problems: string[] } {
  const key = e.STRIPE_SECRET_KEY;
  const choice = e.PAYMENT_PROVIDER ?? (key ? (isLiveStripeKey(key) ? 'stripe' : 'stripe-test') : 'sandbox');
  const problems: string[] = [];

  if (choice === 'sandbox' && key)
    problems.push('PAYMENT_PROVIDER=sandbox but STRIPE_SECRET_KEY is set: unset one of them');
  if (choice !== 'sandbox' && !key) problems.push(`PAYMENT_PROVIDER=${choice} needs STRIPE_SECRET_KEY`);
  if (choice === 'stripe' && key && !isLiveStripeKey(key)) {
    problems.push(
      'STRIPE_SECRET_KEY is a test key (sk_test_…): real payments need a live key, or set PAYMENT_PROVIDER=stripe-test to take test payments on purpose',
    );
  }
  if (choice === 'stripe-test' && key && isLiveStripeKey(key))
    problems.push('PAYMENT_PROVIDER=stripe-test but STRIPE_SECRET_KEY is a live key');
  if (production && !e.PAYMENT_PROVIDER && choice !== 'stripe') {
    problems.push(
      key
        ? 'STRIPE_SECRET_KEY is a test key (sk_test_…): production takes test payments only with PAYMENT_PROVIDER=stripe-test'
        : 'no payment provider: set STRIPE_SECRET_KEY (a live key), or PAYMENT_PROVIDER=sandbox to run with fake payments on purpose',
    );
  }
  if (production && key && !e.STRIPE_WEBHOOK_SECRET)
    problems.push('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');

  const stripe = key
    ? {
        secretKey: key,
        publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '',
        webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
        apiUrl: e.STRIPE_API_URL,
      }
    : null;
  const config: PaymentConfig = {
    choice,
    provider: choice === 'sandbox' ? 'sandbox' : 'stripe',
    realMoney: choice === 'stripe',
    stripe: choice === 'sandbox' ? null : stripe,
  };
  return { config, problems };
}

/** The loud line for the log and /health when production takes no real money; null otherwise. */
export function fakeMoneyWarning(payments: PaymentConfig, production: boolean): string | null {
  return production && !payments.realMoney ? paymentMessages.testPaymentsInProduction(payments.choice) : null;
}
