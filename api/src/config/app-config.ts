import { z } from '@phoneparts/contracts';
import { paymentEnvSchema, resolvePaymentConfig } from './payment-config';

/** Demo values that make `npm start` work with no setup. Production refuses to start on any of them. */
export const demoDefaults = {
  jwtSecret: 'phoneparts-demo-jwt-secret-not-for-production',
  adminEmail: 'admin@phoneparts.test',
  adminPassword: 'Admin#12345',
  smtpUrl: 'smtp://127.0.0.1:1025',
} as const;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const url = z.url({ error: 'must be a URL like http://host:port' });

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: port(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
  DATABASE_URL: optionalText.pipe(z.url({ error: 'must be a postgres:// URL' }).optional()),
  DATA_DIR: z.string().default('.data/pglite'),
  JWT_SECRET: optionalText.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  JWT_EXPIRES_IN: z.string().default('7d'),
  PUBLIC_SHELL_URL: url.default('http://localhost:3000'),
  PUBLIC_API_URL: url.default('http://localhost:4000'),
  CORS_ORIGINS: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Phone Parts Shop <no-reply@phoneparts.test>'),
  GOOGLE_ISSUER: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  ...paymentEnvSchema,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Where the Stripe SDK sends requests (tests point it at a local server); default is Stripe's. */
  STRIPE_API_URL: optionalText,
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  DEMO_ADMIN_EMAIL: optionalText,
  DEMO_ADMIN_PASSWORD: optionalText,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Lets development use the demo secret and demo admin on a PostgreSQL server (a throw-away one). */
  ALLOW_DEMO_DEFAULTS: z.enum(['true', 'false']).default('false'),
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
  const production = e.NODE_ENV === 'production';
  const payments = resolvePaymentConfig(e, production);
  const config = {
    production,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL ? ({ kind: 'postgres', url: e.DATABASE_URL } as const) : ({ kind: 'pglite', dataDir: e.DATA_DIR } as const),
    jwt: { secret: e.JWT_SECRET ?? demoDefaults.jwtSecret, expiresIn: e.JWT_EXPIRES_IN },
    publicShellUrl: e.PUBLIC_SHELL_URL.replace(/\/$/, ''),
    publicApiUrl: e.PUBLIC_API_URL.replace(/\/$/, ''),
    corsOrigins: (e.CORS_ORIGINS ?? defaultCorsOrigins(e.PUBLIC_SHELL_URL)).split(',').map((o) => o.trim()).filter(Boolean),
    mail: { smtpUrl: e.SMTP_URL ?? demoDefaults.smtpUrl, from: e.MAIL_FROM },
    google:
      e.GOOGLE_ISSUER && e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { issuer: e.GOOGLE_ISSUER, clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : null,
    payments: payments.config,
    seedDemoData: e.SEED_DEMO_DATA ? e.SEED_DEMO_DATA === 'true' : !production,
    demoAdmin: {
      email: (e.DEMO_ADMIN_EMAIL ?? demoDefaults.adminEmail).toLowerCase(),
      password: e.DEMO_ADMIN_PASSWORD ?? demoDefaults.adminPassword,
    },
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxyHops: e.TRUST_PROXY_HOPS,
  };
  if (production) assertProductionReady(e, config, payments.problems);
  else if (payments.problems.length) throw new ConfigError(`Invalid configuration:\n${payments.problems.map((p) => `  ${p}`).join('\n')}`);
  else if (e.DATABASE_URL && e.ALLOW_DEMO_DEFAULTS !== 'true') assertNoDemoDefaultsOnServer(e, config);
  return config;
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
  if (!e.JWT_SECRET || e.JWT_SECRET === demoDefaults.jwtSecret) problems.push('JWT_SECRET must be set to a secret of your own');
  if (config.seedDemoData && !e.DEMO_ADMIN_PASSWORD) problems.push('SEED_DEMO_DATA would create the demo admin with its public password: set SEED_DEMO_DATA=false or DEMO_ADMIN_PASSWORD');
  if (problems.length) {
    const lines = problems.map((p) => `  ${p}`).join('\n');
    throw new ConfigError(`Refusing the demo defaults on the PostgreSQL server of DATABASE_URL:\n${lines}\n  (ALLOW_DEMO_DEFAULTS=true allows them, for a throw-away database)`);
  }
}

function assertProductionReady(e: z.infer<typeof envSchema>, config: { seedDemoData: boolean }, paymentProblems: string[]) {
  const problems: string[] = [];
  if (!e.DATABASE_URL) problems.push('DATABASE_URL is required (the embedded database is for development only)');
  if (!e.JWT_SECRET || e.JWT_SECRET === demoDefaults.jwtSecret) problems.push('JWT_SECRET must be set to a secret of your own');
  if (!e.SMTP_URL) problems.push('SMTP_URL is required to send verification and reset mails');
  if (!e.CORS_ORIGINS) problems.push('CORS_ORIGINS must list the web apps\' origins');
  if (config.seedDemoData) problems.push('SEED_DEMO_DATA=true would create the demo admin with a public password');
  problems.push(...paymentProblems);
  if (problems.length) throw new ConfigError(`Refusing to start in production:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}
