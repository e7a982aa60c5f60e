import { ConfigError, demoDefaults, loadConfig } from './app-config';

/** Everything production needs, set to values of its own. */
const productionEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop:pw@db:5432/shop',
  JWT_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://mail:25',
  CORS_ORIGINS: 'https://shop.example',
  SELLER_LEGAL_NAME: 'Parts Wholesale Ltd',
  SELLER_ADDRESS: '5 Dock Road | London E16 1AA',
  SELLER_TAX_ID: 'GB123456789',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('loadConfig', () => {
  it('runs on embedded defaults in development', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '.data/pglite' });
    expect(config.jwt.secret).toBe(demoDefaults.jwtSecret);
    expect(config.seedDemoData).toBe(true);
    expect(config.google).toBeNull();
    expect(config.payments.stripe).toBeNull();
    expect(config.shop).toEqual({ country: 'US', currency: 'USD' });
    expect(loadConfig({ SHOP_COUNTRY: 'gb', SHOP_CURRENCY: 'gbp' }).shop).toEqual({ country: 'GB', currency: 'GBP' });
  });

  it('stops on a bad value with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
  });

  it('refuses to start in production on demo defaults', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL[\s\S]*JWT_SECRET[\s\S]*SMTP_URL/);
  });

  it('refuses the demo secret and the demo admin on a PostgreSQL server, unless explicitly allowed', () => {
    const onServer = { DATABASE_URL: 'postgres://shop:pw@db.example:5432/shop' };
    expect(() => loadConfig(onServer)).toThrow(
      /DATABASE_URL[\s\S]*JWT_SECRET[\s\S]*SEED_DEMO_DATA[\s\S]*ALLOW_DEMO_DEFAULTS=true/,
    );
    expect(() => loadConfig({ ...onServer, JWT_SECRET: demoDefaults.jwtSecret, SEED_DEMO_DATA: 'false' })).toThrow(
      /JWT_SECRET/,
    );
    expect(() => loadConfig({ ...onServer, JWT_SECRET: 'x'.repeat(40) })).toThrow(/SEED_DEMO_DATA/);
    expect(loadConfig({ ...onServer, JWT_SECRET: 'x'.repeat(40), SEED_DEMO_DATA: 'false' }).database.kind).toBe(
      'postgres',
    );
    expect(
      loadConfig({ ...onServer, JWT_SECRET: 'x'.repeat(40), DEMO_ADMIN_PASSWORD: 'Own#Password1' }).seedDemoData,
    ).toBe(true);
    expect(loadConfig({ ...onServer, ALLOW_DEMO_DEFAULTS: 'true' }).jwt.secret).toBe(demoDefaults.jwtSecret);
  });

  it('starts in production when everything is set', () => {
    const config = loadConfig(productionEnv);
    expect(config.production).toBe(true);
    expect(config.seedDemoData).toBe(false);
    expect(config.corsOrigins).toEqual(['https://shop.example']);
    expect(config.passwordHashCost).toBe(17);
  });

  it("refuses in production the tests' cheaper password hash cost", () => {
    expect(() => loadConfig({ ...productionEnv, PASSWORD_HASH_COST: '14' })).toThrow(/PASSWORD_HASH_COST below 17/);
    expect(loadConfig({ ...productionEnv, PASSWORD_HASH_COST: '18' }).passwordHashCost).toBe(18);
  });
});

describe('loadConfig: the seller', () => {
  it('names the seller every invoice shows, and production refuses to start without it', () => {
    expect(loadConfig({}).seller.legalName).toMatch(/demo/);
    const { SELLER_TAX_ID: _taxId, ...withoutTaxId } = productionEnv;
    expect(() => loadConfig(withoutTaxId)).toThrow(/SELLER_TAX_ID is required: every invoice names the seller/);
    expect(loadConfig(productionEnv).seller).toEqual({
      legalName: 'Parts Wholesale Ltd',
      addressLines: ['5 Dock Road', 'London E16 1AA'],
      taxId: 'GB123456789',
    });
    expect(() => loadConfig({ SELLER_LEGAL_NAME: 'Bad\nName' })).toThrow(/SELLER_LEGAL_NAME: must be one line/);
  });
});

describe('loadConfig: proxies', () => {
  it('trusts no X-Forwarded-For unless told how many proxies stand in front', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY_HOPS: '1' }).trustProxyHops).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
  });
});

describe('loadConfig: every value is checked at start', () => {
  it.each([
    ['JWT_EXPIRES_IN', 'forever', /JWT_EXPIRES_IN: must be a duration like 15m, 12h or 7d/],
    ['JWT_EXPIRES_IN', '0s', /JWT_EXPIRES_IN: must be between 1 minute and 1 hour/],
    ['JWT_EXPIRES_IN', '7d', /JWT_EXPIRES_IN: must be between 1 minute and 1 hour/],
    ['SESSION_IDLE_DAYS', '0', /SESSION_IDLE_DAYS/],
    ['SESSION_IDLE_DAYS', 'a week', /SESSION_IDLE_DAYS: must be a number of days/],
    ['SESSION_ABSOLUTE_DAYS', '366', /SESSION_ABSOLUTE_DAYS/],
    ['SESSION_ABSOLUTE_DAYS', '3', /SESSION_ABSOLUTE_DAYS: must be at least SESSION_IDLE_DAYS/],
    ['SESSION_REUSE_GRACE_SECONDS', '600', /SESSION_REUSE_GRACE_SECONDS/],
    ['DATABASE_URL', 'mysql://db/shop', /DATABASE_URL: must be a postgres:\/\/ URL/],
    ['SMTP_URL', 'mail.example:25', /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/],
    ['CORS_ORIGINS', 'https://shop.example/app', /CORS_ORIGINS: must be a comma-separated list of origins/],
    ['MAIL_FROM', 'nobody', /MAIL_FROM: must be a sender address/],
    ['MAIL_WORKER_SECONDS', '0', /MAIL_WORKER_SECONDS/],
    ['MAIL_WORKER_SECONDS', '61', /MAIL_WORKER_SECONDS/],
    ['MAIL_RETRY_BASE_SECONDS', 'often', /MAIL_RETRY_BASE_SECONDS/],
    ['MAIL_MAX_ATTEMPTS', '0', /MAIL_MAX_ATTEMPTS/],
    ['DB_STATEMENT_TIMEOUT_MS', '0', /DB_STATEMENT_TIMEOUT_MS/],
    ['DB_CONNECT_TIMEOUT_MS', 'soon', /DB_CONNECT_TIMEOUT_MS: must be a number of milliseconds/],
    ['ORDER_HOLD_MINUTES', '1440', /ORDER_HOLD_MINUTES: must be under 24 hours/],
    ['RATE_LIMIT_PER_MINUTE', '-1', /RATE_LIMIT_PER_MINUTE/],
    ['GOOGLE_ISSUER', 'not a url', /GOOGLE_ISSUER/],
    ['SHOP_COUNTRY', 'UK', /SHOP_COUNTRY: must be an ISO 3166-1 alpha-2 country code/],
    ['SHOP_CURRENCY', 'DOLLARS', /SHOP_CURRENCY: must be an ISO 4217 currency code/],
    ['SHOP_CURRENCY', 'JPY', /SHOP_CURRENCY: must be a currency with two decimals/],
  ])('%s=%s stops start-up with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('accepts the usual token lifetimes', () => {
    expect(loadConfig({}).jwt.expiresIn).toBe('5m');
    for (const value of ['5m', '15m', '1h', '3600', '60'])
      expect(loadConfig({ JWT_EXPIRES_IN: value }).jwt.expiresIn).toBe(value);
  });

  it('wants all three Google values or none', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/set all three for Google sign-in, or none/);
  });

  it('bounds waiting for the database', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/shop', ALLOW_DEMO_DEFAULTS: 'true', DB_STATEMENT_TIMEOUT_MS: '2500' })
        .database,
    ).toMatchObject({
      kind: 'postgres',
      connectTimeoutMs: 5_000,
      statementTimeoutMs: 2_500,
    });
  });
});

describe('loadConfig: the return policy', () => {
  it('defaults to 30 days and refunds shipping when the shop is at fault', () => {
    expect(loadConfig({}).returns).toEqual({
      windowDays: 30,
      refundShippingReasons: ['dead_on_arrival', 'wrong_part', 'damaged_in_transit'],
      defaultWarrantyDays: 90,
      answerDays: 2,
      notifyEmails: [],
    });
  });

  it('tells a returns mailbox of new requests when one is given, and refuses what is not an address', () => {
    const returns = (env: NodeJS.ProcessEnv) => loadConfig(env).returns;
    expect(
      returns({ RETURNS_NOTIFY_EMAIL: ' Returns@Shop.example , ops@shop.example,returns@shop.example' }),
    ).toMatchObject({ notifyEmails: ['returns@shop.example', 'ops@shop.example'] });
    expect(returns({ RETURNS_NOTIFY_EMAIL: '' }).notifyEmails).toEqual([]);
    expect(returns({ RETURN_ANSWER_DAYS: '5' }).answerDays).toBe(5);
    expect(() => loadConfig({ RETURNS_NOTIFY_EMAIL: 'returns@shop.example, the returns desk' })).toThrow(
      /RETURNS_NOTIFY_EMAIL: must be comma-separated email addresses \(not the returns desk\)/,
    );
    expect(() => loadConfig({ RETURN_ANSWER_DAYS: '0' })).toThrow(/RETURN_ANSWER_DAYS/);
  });

  it('takes another window, a list of reasons or none, and refuses what it cannot read', () => {
    const returns = (env: NodeJS.ProcessEnv) => loadConfig(env).returns;
    expect(returns({ RETURN_WINDOW_DAYS: '14', PART_WARRANTY_DAYS: '365' })).toMatchObject({
      windowDays: 14,
      defaultWarrantyDays: 365,
    });
    expect(returns({ REFUND_SHIPPING_REASONS: ' wrong_part , defective ' }).refundShippingReasons).toEqual([
      'wrong_part',
      'defective',
    ]);
    expect(returns({ REFUND_SHIPPING_REASONS: 'none' }).refundShippingReasons).toEqual([]);
    expect(() => loadConfig({ REFUND_SHIPPING_REASONS: 'wrong_part,changed_mind' })).toThrow(
      /REFUND_SHIPPING_REASONS: must be "none" or a comma-separated list of .* \(not changed_mind\)/,
    );
    expect(() => loadConfig({ RETURN_WINDOW_DAYS: '-1' })).toThrow(/RETURN_WINDOW_DAYS/);
    expect(() => loadConfig({ RETURN_WINDOW_DAYS: 'a month' })).toThrow(/RETURN_WINDOW_DAYS/);
  });
});
