import fs from 'node:fs';
import path from 'node:path';
import { envSchema } from './app-config';

// Every setting the API reads can be set in the compose deployment, and .env.example lists every
// setting the compose file reads: an operator never has to read the source to find one.
const repo = path.join(__dirname, '..', '..', '..');
const compose = fs.readFileSync(path.join(repo, 'docker-compose.yml'), 'utf8');
const envExample = fs.readFileSync(path.join(repo, '.env.example'), 'utf8');

/** Development and test switches, or fixed by the image/compose itself. */
const notForOperators = new Set([
  'NODE_ENV',
  'HOST',
  'PORT',
  'DATABASE_URL',
  'DATA_DIR',
  'STRIPE_API_URL',
  'SEED_DEMO_DATA',
  'DEMO_ADMIN_EMAIL',
  'DEMO_ADMIN_PASSWORD',
  'ALLOW_DEMO_DEFAULTS',
]);

describe('deployment settings', () => {
  const apiService = compose.slice(compose.indexOf('\n  api:'), compose.indexOf('\n  api-proxy:'));

  it('the compose file passes every operator-facing API setting through', () => {
    const missing = Object.keys(envSchema.shape).filter(
      (name) => !notForOperators.has(name) && !new RegExp(`^\\s+${name}:`, 'm').test(apiService),
    );
    expect(missing).toEqual([]);
  });

  it('.env.example lists every variable the compose file reads', () => {
    const read = new Set([...compose.matchAll(/\$\{(\w+)/g)].map((m) => m[1]));
    const listed = new Set([...envExample.matchAll(/^(\w+)=/gm)].map((m) => m[1]));
    expect([...read].filter((name) => !listed.has(name))).toEqual([]);
  });

  it('publishes no mail inbox outside the dev profile, and that one on the loopback address only', () => {
    const mail = compose.slice(compose.indexOf('\n  mail:'), compose.indexOf('\nvolumes:'));
    expect(mail).toMatch(/profiles: \[dev\]/);
    expect([...mail.matchAll(/ports: \[(.*)\]/g)].map((m) => m[1])).toEqual([
      "'127.0.0.1:${MAIL_WEB_PORT:-1080}:1080'",
    ]);
    expect(compose.match(/1080/g)).toHaveLength(2);
  });
});
