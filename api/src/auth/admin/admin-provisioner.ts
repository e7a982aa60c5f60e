import { Injectable } from '@nestjs/common';
import { UsersRepository } from '../../users/users.repository';
import { PasswordHasher } from '../passwords/password-hasher';

export type ProvisionOutcome = 'created' | 'promoted' | 'password-changed' | 'unchanged';

/** Creates admins outside the HTTP API: the demo admin on start-up and the production CLI. */
@Injectable()
export class AdminProvisioner {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
  ) {}

  /**
   * Makes `email` an admin. A missing account is created (verified, since an operator vouches for it)
   * and needs a password; an existing one is promoted, and gets `password` if one is given (its older
   * sessions then end).
   */
  async ensureAdmin(input: { email: string; password?: string; displayName?: string }): Promise<ProvisionOutcome> {
    const existing = await this.users.findByEmail(input.email);
    if (!existing) {
      if (!input.password) throw new Error(`No account ${input.email} exists yet: a password is needed to create it`);
      const created = await this.users.create({
        email: input.email,
        displayName: input.displayName ?? 'Shop Admin',
        passwordHash: await this.passwords.hash(input.password),
        emailVerified: true,
        role: 'admin',
      });
      if (created) return 'created';
      return this.ensureAdmin(input); // created by someone else a moment ago: promote it instead
    }
    const passwordHash = input.password ? await this.passwords.hash(input.password) : undefined;
    const wasAdmin = existing.role === 'admin';
    if (wasAdmin && !passwordHash) return 'unchanged';
    await this.users.update(existing.id, {
      role: 'admin',
      ...(passwordHash ? { passwordHash, revokeSessions: true } : {}),
    });
    return wasAdmin ? 'password-changed' : 'promoted';
  }

  /** The demo admin of `npm start`: created when missing, an existing account is left as it is. */
  async ensureDemoAdmin(demo: { email: string; password: string }): Promise<boolean> {
    if (await this.users.findByEmail(demo.email)) return false;
    return (await this.ensureAdmin({ ...demo, displayName: 'Demo Admin' })) === 'created';
  }
}
