import { defaultShopCountry, defaultShopCurrency, isCountryCode, z } from '@phoneparts/contracts';
import { demoAdmin, localPorts } from '@phoneparts/contracts/dev-defaults';
import { withLoopbackSpellings } from './loopback-origins';
import { paymentEnvSchema, resolvePaymentConfig } from './payment-config';
import { type ReturnsConfig, returnsEnvSchema } from './returns-config';
import { resolveSeller, sellerEnvSchema } from './seller-config';

/** Demo values that make `npm start` work with no setup. Production refuses to start on any of them. */
export const demoDefaults = {
  jwtSecret: 'phoneparts-demo-jwt-secret-not-for-production',
  adminEmail: demoAdmin.email,
  adminPassword: demoAdmin.password,
  smtpUrl: `smtp://127.0.0.1:${localPorts.mailSmtp}`,
} as const;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const url = z.url({ error: 'must be a URL like http://host:port' });
/** A limit: a whole number of at least 1. */
const count = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1)
    .max(1_000_000)
    .default(fallback);
const oneLine = z
  .string()
  .trim()
  .min(1, { error: 'must not be empty' })
  .regex(/^[^\u0000-\u001f\u007f]*$/, { error: 'must be one line of text' });
/** Milliseconds between `min` and `max`, so a typo cannot turn a time-out off or into days. */
const millis = (fallback: number, min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(min)
    .max(max)
    .default(fallback);
/**
 * The access token's lifetime as jsonwebtoken's `expiresIn` reads it: seconds (`300`) or a number with
 * a unit (`5m`, `1h`), from one minute to one hour. A copied access token works until it expires and
 * the refresh cookie renews the session, so a longer one only widens what a thief gets. Anything else
 * (`forever`) would make every sign-in fail at run time, so it stops start-up instead.
 */
const tokenLifetime = z
  .string()
  .trim()
  .regex(/^\d+\s?(s|m|h|d|w|y)?$/, {
    error: 'must be a duration like 15m, 12h or 7d (seconds, minutes, hours, days, weeks or years)',
  })
  .refine(
    (v) => {
      const seconds = durationSeconds(v);
      return seconds >= 60 && seconds <= 3_600;
    },
    { error: 'must be between 1 minute and 1 hour (the refresh cookie keeps a session longer)' },
  )
  .default('5m');
/** A whole number of days within [min, max]. */
const days = (fallback: number, min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number of days' })
    .int({ error: 'must be a whole number of days' })
    .min(min)
    .max(max)
    .default(fallback);
const origins = z
  .string()
  .trim()
  .refine(
    (v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)
        .every(isOrigin),
    {
      error: 'must be a comma-separated list of origins like https://shop.example (scheme, host and port only)',
    },
  )
  .optional()
  .transform((v) => (v ? v : undefined));

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: oneLine.default('0.0.0.0'),
  PORT: port(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  ),
  DATA_DIR: oneLine.default('.data/pglite'),
  /** How long to wait for a database connection, and for one SQL statement, before answering 503. */
  DB_CONNECT_TIMEOUT_MS: millis(5_000, 100, 60_000),
  DB_STATEMENT_TIMEOUT_MS: millis(10_000, 100, 300_000),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: optionalText.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  JWT_EXPIRES_IN: tokenLifetime,
  /** A session ends after this many days without a renewal (sessions/, the refresh cookie). */
  SESSION_IDLE_DAYS: days(7, 1, 90),
  /** ... and this many days after its sign-in, however often it was renewed. */
  SESSION_ABSOLUTE_DAYS: days(30, 1, 365),
  /**
   * How long the refresh token just spent may still get an access token (no new cookie): two tabs that
   * renew at the same instant both present the same cookie. Later, a spent token ends its family.
   */
  SESSION_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  PUBLIC_SHELL_URL: url.default('http://localhost:3000'),
  PUBLIC_API_URL: url.default('http://localhost:4000'),
  CORS_ORIGINS: origins,
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: oneLine
    .pipe(z.string().regex(/@/, { error: 'must be a sender address like Shop <no-reply@shop.example>' }))
    .default('Phone Parts Shop <no-reply@phoneparts.test>'),
  /** How often each replica's outbox worker looks for mails to send (it also looks right after one is queued). */
  MAIL_WORKER_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  /** The wait after a mail's first failed send; it doubles after each further failure, up to an hour. */
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** Sends tried per mail before it is left as failed (20 at the defaults: about 11 hours of retries). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(20),
  GOOGLE_ISSUER: optionalText.pipe(url.optional()),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  ...paymentEnvSchema,
  ...sellerEnvSchema,
  ...returnsEnvSchema,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Where the Stripe SDK sends requests (tests point it at a local server); default is Stripe's. */
  STRIPE_API_URL: optionalText.pipe(url.optional()),
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  DEMO_ADMIN_EMAIL: optionalText,
  DEMO_ADMIN_PASSWORD: optionalText,
  RATE_LIMIT_PER_MINUTE: count(10),
  /**
   * How long an unpaid order holds its stock before the system cancels it. Under 24 hours: Stripe
   * forgets an idempotency key after 24 h, so a longer hold could get a second intent for the same
   * order (and a second charge).
   */
  ORDER_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(23 * 60, { error: "must be under 24 hours (1380 at most): the card provider's idempotency window" })
    .default(30),
  /** How often each replica runs the expiry sweep (at least once a minute: docs/architecture.md#52-stock-holds). */
  ORDER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(60).default(30),
  /**
   * How often each replica looks for back-in-stock requests to mail. It also looks right after its
   * own stock changes; the interval catches other replicas' and changes made outside the API.
   */
  STOCK_ALERT_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Days of warranty a new part gets when the admin (or an import) names none. */
  PART_WARRANTY_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  /** The admin's low-stock list shows a part below this many units, unless the part sets its own. */
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(1_000_000).default(5),
  /**
   * The shop's home country (ISO 3166-1 alpha-2): a spec-form order (one-line address) ships there and
   * is taxed at its rate (docs/checkout.md).
   */
  SHOP_COUNTRY: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCountryCode, { error: 'must be an ISO 3166-1 alpha-2 country code like US or GB' })
    .default(defaultShopCountry),
  /**
   * The one currency every price is in (ISO 4217): payments are charged and mails formatted in it. The
   * web apps' runtime config names the same currency (`currency`). Money is kept in hundredths, so
   * only a currency with two decimals (cents, pence) can be the shop's.
   */
  SHOP_CURRENCY: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => Intl.supportedValuesOf('currency').includes(code), {
      error: 'must be an ISO 4217 currency code like USD, EUR or GBP',
    })
    .refine(hasCents, { error: 'must be a currency with two decimals (like USD, EUR or GBP, not JPY)' })
    .default(defaultShopCurrency),
  /** Unpaid orders one customer may hold at once. */
  MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).max(100).default(5),
  /** Lets development use the demo secret and demo admin on a PostgreSQL server (a throw-away one). */
  ALLOW_DEMO_DEFAULTS: z.enum(['true', 'false']).default('false'),
  SIGN_UP_LIMIT_PER_HOUR: count(5),
  /** Core Web Vitals beacons per address (IPv6: per /64) per minute: one per page visit of a sampled visitor. */
  WEB_VITALS_LIMIT_PER_MINUTE: count(30),
  /**
   * Visits one client (an address; IPv6: a /64) adds to one page's speed figures per day; its further
   * beacons are answered as usual and dropped.
   */
  WEB_VITALS_VISITS_PER_PAGE_PER_DAY: count(3),
  ORDER_LIMIT_PER_MINUTE: count(10),
  /** Quick order previews per account per minute: a buyer previews after each paste or edit. */
  QUICK_ORDER_PREVIEWS_PER_MINUTE: count(30),
  /**
   * "Notify me" requests per account per day, withdrawn ones and refused ones included: each request
   * mails its buyer a confirmation, so this bounds the mails one account makes the shop send.
   */
  STOCK_ALERT_REQUESTS_PER_DAY: count(20),
  /**
   * Wrong passwords that cost no wait (auth/sign-in-throttle.ts): for one account from one address,
   * from one address over all accounts, and for one account from anywhere (beyond it, only addresses
   * that already failed on the account wait). Each further failure doubles the wait, from 10 s to 15 min.
   */
  SIGN_IN_FAILURES_PER_ADDRESS: count(5),
  SIGN_IN_FAILURES_FROM_ADDRESS: count(20),
  SIGN_IN_FAILURES_PER_ACCOUNT: count(100),
  /** scrypt cost as log2(N): OWASP's 17 (128 MiB per hash); lower only to speed up tests, never in production. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  /** How many reverse proxies in front of the API may set X-Forwarded-For (0: trust none). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
});

export type AppConfig = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** Reads and validates the environment once at start; a bad value stops start-up with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SESSION_ABSOLUTE_DAYS < e.SESSION_IDLE_DAYS)
    throw new ConfigError('Invalid configuration:\n  SESSION_ABSOLUTE_DAYS: must be at least SESSION_IDLE_DAYS');
  const googleSet = [e.GOOGLE_ISSUER, e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET].filter(Boolean).length;
  if (googleSet > 0 && googleSet < 3) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_ISSUER, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set all three for Google sign-in, or none',
    );
  }
  const production = e.NODE_ENV === 'production';
  const payments = resolvePaymentConfig(e, production);
  const seller = resolveSeller(e, production);
  const config = {
    production,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? ({
          kind: 'postgres',
          url: e.DATABASE_URL,
          connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
          poolMax: e.DB_POOL_MAX,
        } as const)
      : ({ kind: 'pglite', dataDir: e.DATA_DIR } as const),
    jwt: { secret: e.JWT_SECRET ?? demoDefaults.jwtSecret, expiresIn: e.JWT_EXPIRES_IN },
    sessions: {
      idleDays: e.SESSION_IDLE_DAYS,
      absoluteDays: e.SESSION_ABSOLUTE_DAYS,
      reuseGraceSeconds: e.SESSION_REUSE_GRACE_SECONDS,
    },
    publicShellUrl: e.PUBLIC_SHELL_URL.replace(/\/$/, ''),
    publicApiUrl: e.PUBLIC_API_URL.replace(/\/$/, ''),
    /**
     * The shop's own web origins: CORS answers them, and POST /auth/refresh accepts only them. In
     * development also their other loopback spellings (loopback-origins.ts).
     */
    corsOrigins: shopOrigins(e.CORS_ORIGINS ?? defaultCorsOrigins(e.PUBLIC_SHELL_URL), production),
    mail: {
      smtpUrl: e.SMTP_URL ?? demoDefaults.smtpUrl,
      from: e.MAIL_FROM,
      workerSeconds: e.MAIL_WORKER_SECONDS,
      retryBaseSeconds: e.MAIL_RETRY_BASE_SECONDS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
    },
    google:
      e.GOOGLE_ISSUER && e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { issuer: e.GOOGLE_ISSUER, clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : null,
    payments: payments.config,
    seller: seller.seller,
    seedDemoData: e.SEED_DEMO_DATA ? e.SEED_DEMO_DATA === 'true' : !production,
    demoAdmin: {
      email: (e.DEMO_ADMIN_EMAIL ?? demoDefaults.adminEmail).toLowerCase(),
      password: e.DEMO_ADMIN_PASSWORD ?? demoDefaults.adminPassword,
    },
    rateLimits: {
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      signUpsPerHour: e.SIGN_UP_LIMIT_PER_HOUR,
      ordersPerMinute: e.ORDER_LIMIT_PER_MINUTE,
      webVitalsPerMinute: e.WEB_VITALS_LIMIT_PER_MINUTE,
      webVitalsVisitsPerPagePerDay: e.WEB_VITALS_VISITS_PER_PAGE_PER_DAY,
      stockAlertRequestsPerDay: e.STOCK_ALERT_REQUESTS_PER_DAY,
      quickOrderPreviewsPerMinute: e.QUICK_ORDER_PREVIEWS_PER_MINUTE,
      signInFailuresPerAddress: e.SIGN_IN_FAILURES_PER_ADDRESS,
      signInFailuresFromAddress: e.SIGN_IN_FAILURES_FROM_ADDRESS,
      signInFailuresPerAccount: e.SIGN_IN_FAILURES_PER_ACCOUNT,
    },
    passwordHashCost: e.PASSWORD_HASH_COST,
    shop: { country: e.SHOP_COUNTRY, currency: e.SHOP_CURRENCY },
    orders: { holdMinutes: e.ORDER_HOLD_MINUTES, sweepSeconds: e.ORDER_SWEEP_SECONDS, maxUnpaid: e.MAX_UNPAID_ORDERS },
    stockAlerts: { sweepSeconds: e.STOCK_ALERT_SWEEP_SECONDS },
    catalogue: { warrantyDays: e.PART_WARRANTY_DAYS, lowStockThreshold: e.LOW_STOCK_THRESHOLD },
    returns: {
      windowDays: e.RETURN_WINDOW_DAYS,
      refundShippingReasons: e.REFUND_SHIPPING_REASONS,
      answerDays: e.RETURN_ANSWER_DAYS,
      notifyEmails: e.RETURNS_NOTIFY_EMAIL,
      defaultWarrantyDays: e.PART_WARRANTY_DAYS,
    } satisfies ReturnsConfig,
    trustProxyHops: e.TRUST_PROXY_HOPS,
  };
  if (production) assertProductionReady(e, config, [...payments.problems, ...seller.problems]);
  else if (payments.problems.length)
    throw new ConfigError(`Invalid configuration:\n${payments.problems.map((p) => `  ${p}`).join('\n')}`);
  else if (e.DATABASE_URL && e.ALLOW_DEMO_DEFAULTS !== 'true') assertNoDemoDefaultsOnServer(e, config);
  return config;
}

/** Whether the currency is written with two decimals, as the API's cents are. */
function hasCents(currency: string): boolean {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits === 2;
  } catch {
    return false;
  }
}

function durationSeconds(value: string): number {
  const [, amount, unit = 's'] = /^(\d+)\s?([smhdwy]?)$/.exec(value) ?? [];
  const perUnit: Record<string, number> = { s: 1, m: 60, h: 3_600, d: 86_400, w: 604_800, y: 31_557_600 };
  return Number(amount) * perUnit[unit || 's'];
}

function isOrigin(value: string): boolean {
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

function shopOrigins(list: string, production: boolean): string[] {
  const listed = list
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return production ? listed : withLoopbackSpellings(listed);
}

function defaultCorsOrigins(shellUrl: string): string {
  return [shellUrl, 'http://localhost:3001', 'http://localhost:3002'].join(',');
}

/**
 * A PostgreSQL server usually outlives a laptop session and is reachable by others: the public demo
 * secret would let anyone sign tokens for it, the demo admin's password is in the README.
 */
function assertNoDemoDefaultsOnServer(e: z.infer<typeof envSchema>, config: { seedDemoData: boolean }) {
  const problems: string[] = [];
  if (!e.JWT_SECRET || e.JWT_SECRET === demoDefaults.jwtSecret)
    problems.push('JWT_SECRET must be set to a secret of your own');
  if (config.seedDemoData && !e.DEMO_ADMIN_PASSWORD)
    problems.push(
      'SEED_DEMO_DATA would create the demo admin with its public password: set SEED_DEMO_DATA=false or DEMO_ADMIN_PASSWORD',
    );
  if (problems.length) {
    const lines = problems.map((p) => `  ${p}`).join('\n');
    throw new ConfigError(
      `Refusing the demo defaults on the PostgreSQL server of DATABASE_URL:\n${lines}\n  (ALLOW_DEMO_DEFAULTS=true allows them, for a throw-away database)`,
    );
  }
}

function assertProductionReady(
  e: z.infer<typeof envSchema>,
  config: { seedDemoData: boolean },
  moreProblems: string[],
) {
  const problems: string[] = [];
  if (!e.DATABASE_URL) problems.push('DATABASE_URL is required (the embedded database is for development only)');
  if (!e.JWT_SECRET || e.JWT_SECRET === demoDefaults.jwtSecret)
    problems.push('JWT_SECRET must be set to a secret of your own');
  if (!e.SMTP_URL) problems.push('SMTP_URL is required to send verification and reset mails');
  if (!e.CORS_ORIGINS) problems.push("CORS_ORIGINS must list the web apps' origins");
  if (config.seedDemoData) problems.push('SEED_DEMO_DATA=true would create the demo admin with a public password');
  if (e.PASSWORD_HASH_COST < 17) problems.push('PASSWORD_HASH_COST below 17 is for tests only (OWASP: scrypt N=2^17)');
  problems.push(...moreProblems);
  if (problems.length)
    throw new ConfigError(`Refusing to start in production:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}
