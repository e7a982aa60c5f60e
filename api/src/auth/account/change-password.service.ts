import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { apiMessages, type AuthResponse, type ChangePasswordBody } from '@phoneparts/contracts';
import type { Database } from '../../database/database';
import { DB } from '../../database/database.module';
import { UsersRepository } from '../../users/users.repository';
import { SessionsService } from '../../sessions/sessions.service';
import { AccountMails } from '../email-links/account-mails';
import { OneTimeLinks } from '../email-links/one-time-links';
import { PasswordHasher } from '../passwords/password-hasher';
import { Caller, CurrentPassword } from './current-password';

/** A signed-in customer changes the password, knowing the current one. */
@Injectable()
export class ChangePasswordService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly currentPassword: CurrentPassword,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly links: OneTimeLinks,
    private readonly sessions: SessionsService,
    private readonly mails: AccountMails,
  ) {}

  /**
   * Bumps the token version, so every session started before (other devices, perhaps someone who knew
   * the old password) ends at its next request, and answers a fresh session for this one: the tab that
   * made the change stays signed in. Every open mailed link dies too (a reset would undo the change; an email change asked for with the
   * old password would hand the account over).
   */
  async change(caller: Caller, body: ChangePasswordBody): Promise<AuthResponse> {
    await this.currentPassword.check(caller, body.currentPassword);
    const passwordHash = await this.passwords.hash(body.newPassword);
    // The change and its notice mail are written together (the mail outbox): no change without its mail.
    const user = await this.db.transaction(async (tx) => {
      await this.links.revokeAll(caller.userId, tx);
      const changed = await this.users.update(caller.userId, { passwordHash, revokeSessions: true }, tx);
      if (changed) await this.mails.sendPasswordChanged(changed, tx);
      return changed;
    });
    // Deleted meanwhile (from another device): nothing left to sign in to.
    if (!user) throw new UnauthorizedException(apiMessages.signInRequired);
    // A new refresh session too: the tab's old one ended with the token version.
    return this.sessions.start(user, caller.reply);
  }
}
