import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { apiMessages, PasswordResetConfirmBody } from '@phoneparts/contracts';
import type { Database } from '../../database/database';
import { DB } from '../../database/database.module';
import { UsersRepository } from '../../users/users.repository';
import { PasswordHasher } from '../passwords/password-hasher';
import { AccountMails } from './account-mails';
import { OneTimeLinks } from './one-time-links';
import { AfterAnswer } from '../after-answer';
import { SignInThrottle } from '../sign-in-throttle';

/** Password reset by a mailed one-time link. */
@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly links: OneTimeLinks,
    private readonly mails: AccountMails,
    private readonly throttle: SignInThrottle,
    private readonly afterAnswer: AfterAnswer,
  ) {}

  /**
   * Queues the lookup and the mail to run after the answer: the caller answers the same, in the same
   * time, whether or not the address has an account (no account probing, by words or by timing).
   */
  request(email: string): void {
    this.afterAnswer.run('A password reset request', async () => {
      const user = await this.users.findByEmail(email);
      if (user) await this.mails.sendPasswordReset(user);
    });
  }

  /**
   * Sets the new password, uses up the link and every other open link of the account, and bumps the token
   * version so sessions started before the reset (perhaps by whoever knew the old password) end.
   * Opening the mailed link also proves the mailbox, so the address counts as verified.
   */
  async confirm({ token, password }: PasswordResetConfirmBody): Promise<{ acknowledged: true }> {
    const passwordHash = await this.passwords.hash(password);
    const user = await this.db.transaction(async (tx) => {
      const userId = await this.links.consume(token, 'password_reset', tx);
      if (!userId) return null;
      // Every other open link ends too: an email change asked for by whoever knew the old password.
      await this.links.revokeAll(userId, tx);
      return this.users.update(userId, { passwordHash, emailVerified: true, revokeSessions: true }, tx);
    });
    if (!user) throw new BadRequestException(apiMessages.linkInvalid);
    // Whoever guessed at the account locked nobody out: the owner's wrong passwords are forgotten too.
    await this.throttle.forgetAccount(user.email);
    return { acknowledged: true };
  }
}
