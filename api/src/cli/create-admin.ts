import 'reflect-metadata';
import { emailField, passwordField } from '@phoneparts/contracts';
import { parseArgs } from 'node:util';
import { AdminProvisioner } from '../auth/admin/admin-provisioner';
import { PasswordHasher } from '../auth/passwords/password-hasher';
import { loadConfig } from '../config/app-config';
import { openDatabase } from '../database/database';
import { UsersRepository } from '../users/users.repository';

const usage = `Usage: npm run create-admin -w @phoneparts/api -- --email admin@example.com --password 'S3cret#pass'
  Creates the admin account, or makes an existing account admin (and sets its password when one is given).
  The password may come from the ADMIN_PASSWORD environment variable instead of the command line.`;

/** The first admin of a production shop (the demo admin exists only outside production). */
export async function createAdmin(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  const email = emailField.safeParse(values.email ?? '');
  if (!email.success) throw new Error(`--email: ${email.error.issues[0].message}\n${usage}`);
  const rawPassword = values.password ?? env.ADMIN_PASSWORD;
  const password = rawPassword === undefined ? undefined : passwordField.safeParse(rawPassword);
  if (password && !password.success) throw new Error(`--password: ${password.error.issues[0].message}`);

  const config = loadConfig(env);
  const database = await openDatabase(config.database);
  try {
    const admins = new AdminProvisioner(new UsersRepository(database.db), new PasswordHasher(config));
    const outcome = await admins.ensureAdmin({ email: email.data, password: password?.data, displayName: values.name });
    const said = {
      created: 'created as an admin',
      promoted: password ? 'is now an admin, with the new password' : 'is now an admin',
      'password-changed': 'was an admin already; its password is changed',
      unchanged: 'was an admin already; nothing changed',
    } as const;
    return `${email.data} ${said[outcome]}.`;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  createAdmin(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: Error) => {
      // Bad input and bad configuration are the operator's to fix: the message, no stack trace.
      console.error(error.message);
      process.exit(1);
    },
  );
}
