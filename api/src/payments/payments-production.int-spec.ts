import { Logger } from '@nestjs/common';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createTestApp } from '../../test/test-app';

/** What an operator sets for production, minus any payment setting. */
const productionEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop:shop@127.0.0.1:1/never-reached',
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  SMTP_URL: 'smtp://127.0.0.1:1',
  CORS_ORIGINS: 'https://shop.example',
  SELLER_LEGAL_NAME: 'Parts Wholesale Ltd',
  SELLER_ADDRESS: '5 Dock Road | London E16 1AA',
  SELLER_TAX_ID: 'GB123456789',
};

/** Starts the real entry point (src/main.ts) as `npm start` would, and waits for it to exit. */
function startApi(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const apiDir = path.join(__dirname, '..', '..');
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', PORT: '0', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill(), 20_000);
  return new Promise((resolve) => child.on('exit', (code) => (clearTimeout(timer), resolve({ code, output }))));
}

describe('production takes no fake money unless the operator opts in', () => {
  it('refuses to start with no payment provider (the sandbox would mark orders paid for 4242…)', async () => {
    const { code, output } = await startApi(productionEnv);
    expect(code).toBe(1);
    expect(output).toContain('Refusing to start in production');
    expect(output).toContain('no payment provider: set STRIPE_SECRET_KEY (a live key), or PAYMENT_PROVIDER=sandbox');
  });

  it('refuses to start with a Stripe test key and no opt-in', async () => {
    const { code, output } = await startApi({
      ...productionEnv,
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    });
    expect(code).toBe(1);
    expect(output).toContain('production takes test payments only with PAYMENT_PROVIDER=stripe-test');
  });

  describe('with PAYMENT_PROVIDER=sandbox', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    afterAll(() => warn.mockRestore());

    it('starts, warns loudly, and /health shows that payments are not real', async () => {
      const t = await createTestApp({ ...productionEnv, PAYMENT_PROVIDER: 'sandbox' });
      try {
        expect(warn).toHaveBeenCalledWith(
          expect.stringContaining('PAYMENTS ARE NOT REAL: production runs with PAYMENT_PROVIDER=sandbox'),
        );
        const health = await t.http.get('/health').expect(200);
        expect(health.body.payments).toEqual({
          provider: 'sandbox',
          realMoney: false,
          warning: expect.stringContaining('PAYMENTS ARE NOT REAL'),
        });
      } finally {
        await t.close();
      }
    });
  });
});
