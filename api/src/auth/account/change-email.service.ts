import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { accountMessages, apiMessages, type ChangeEmailBody, type EmailChanged } from '@phoneparts/contracts';
import type { Database } from '../../database/database';
import { DB } from '../../database/database.module';
import { pgErrorCode, pgErrorCodes } from '../../database/pg-errors';
import { UsersRepository } from '../../users/users.repository';
import { AccountMails } from '../email-links/account-mails';
import { OneTimeLinks } from '../email-links/one-time-links';
import { Caller, CurrentPassword } from './current-password';

/**
 * A change of email address in two steps: the signed-in owner asks (with the current password), and
 * the change happens only when the link mailed to the NEW address is opened — so nobody can move an
 * account to an address they cannot read, or to someone else's.
 */
@Injectable()
export class ChangeEmailService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly currentPassword: CurrentPassword,
    private readonly users: UsersRepository,
    private readonly links: OneTimeLinks,
    private readonly mails: AccountMails,
  ) {}

  /**
   * Mails the link (a newer request replaces older links). A taken address is refused with sign-up's
   * own words: this says no more about who has an account than the sign-up page already does.
   */
  async request(caller: Caller, body: ChangeEmailBody): Promise<{ acknowledged: true }> {
    const user = await this.currentPassword.check(caller, body.currentPassword);
    if (body.newEmail === user.email) throw new BadRequestException(accountMessages.sameEmail);
    if (await this.users.findByEmail(body.newEmail)) throw new ConflictException(apiMessages.emailInUse);
    await this.db.transaction((tx) => this.mails.sendEmailChangeLink(user, body.newEmail, tx));
    return { acknowledged: true };
  }

  /**
   * Opening the link: the account takes the new address (verified, since the mailbox was just proven),
   * the old address gets a notice (queued in the same transaction), and reset links mailed to the old
   * address stop working.
   */
  async confirm(token: string): Promise<EmailChanged> {
    let change;
    try {
      change = await this.db.transaction(async (tx) => {
        const link = await this.links.consumeEmailChange(token, tx);
        if (!link) return null;
        const before = await this.users.findById(link.userId, tx);
        const after = await this.users.changeEmail(link.userId, link.newEmail, tx);
        if (!before || !after) return null;
        await this.links.revoke(link.userId, 'password_reset', tx);
        await this.mails.sendEmailChanged(after, before.email, token, tx);
        return { before, after };
      });
    } catch (error) {
      // Someone signed up with (or moved to) that address after the link was mailed.
      if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) throw new ConflictException(apiMessages.emailInUse);
      throw error;
    }
    if (!change) throw new BadRequestException(apiMessages.linkInvalid);
    return { email: change.after.email };
  }
}
