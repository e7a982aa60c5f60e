import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PasswordHasher } from '../auth/passwords/password-hasher';
import { loadConfig } from '../config/app-config';
import { openDatabase } from '../database/database';
import { users } from '../database/schema';
import { createAdmin } from './create-admin';

describe('create-admin CLI', () => {
  // Each test opens an on-disk PGlite and migrates it (pg_trgm included): slow on a busy machine.
  jest.setTimeout(90_000);
  let dataDir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'phoneparts-cli-'));
    // A cheaper hash than production's 2^17: the cost is the hasher's spec's business, not the CLI's.
    env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', PASSWORD_HASH_COST: '14' };
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function account(email: string) {
    const db = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const [row] = await db.db.select().from(users).where(eq(users.email, email));
      return row;
    } finally {
      await db.close();
    }
  }

  it('creates a verified admin that can sign in with the given password', async () => {
    await expect(createAdmin(['--email', 'Boss@Shop.example', '--password', 'Boss#12345'], env)).resolves.toBe(
      'boss@shop.example created as an admin.',
    );
    const row = await account('boss@shop.example');
    expect(row).toMatchObject({ role: 'admin', emailVerified: true });
    await expect(new PasswordHasher(loadConfig({})).verify('Boss#12345', row.passwordHash)).resolves.toBe(true);
  });

  it('promotes an existing account, and changes nothing the second time', async () => {
    await createAdmin(['--email', 'helper@shop.example', '--password', 'Help#12345'], env);
    const db = await openDatabase({ kind: 'pglite', dataDir });
    await db.db.update(users).set({ role: null }).where(eq(users.email, 'helper@shop.example'));
    await db.close();
    await expect(createAdmin(['--email', 'helper@shop.example'], env)).resolves.toBe(
      'helper@shop.example is now an admin.',
    );
    await expect(createAdmin(['--email', 'helper@shop.example'], env)).resolves.toBe(
      'helper@shop.example was an admin already; nothing changed.',
    );
    expect((await account('helper@shop.example')).role).toBe('admin');
  });

  it('refuses a bad email, a weak password, and a new account without a password', async () => {
    await expect(createAdmin(['--email', 'nope'], env)).rejects.toThrow(/--email: Please provide a valid email/);
    await expect(createAdmin(['--email', 'weak@shop.example', '--password', 'weak'], env)).rejects.toThrow(
      /--password: Minimum length is 8/,
    );
    await expect(createAdmin(['--email', 'new@shop.example'], env)).rejects.toThrow(/a password is needed/);
    await expect(createAdmin(['--bogus'], env)).rejects.toThrow();
  });
});
