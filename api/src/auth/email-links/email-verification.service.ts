import { BadRequestException, Injectable } from '@nestjs/common';
import { apiMessages } from '@phoneparts/contracts';
import type { AuthUser } from '../../access';
import { UsersRepository } from '../../users/users.repository';
import { AccountMails } from './account-mails';
import { OneTimeLinks } from './one-time-links';

/** Email verification: the mailed link proves the person reads that mailbox. */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly users: UsersRepository,
    private readonly links: OneTimeLinks,
    private readonly mails: AccountMails,
  ) {}

  async verify(token: string): Promise<{ emailVerified: true; email: string }> {
    const userId = await this.links.consume(token, 'verify_email');
    const user = userId ? await this.users.update(userId, { emailVerified: true }) : null;
    if (!user) throw new BadRequestException(apiMessages.linkInvalid);
    return { emailVerified: true, email: user.email };
  }

  /** Mails a fresh link (older ones stop working); nothing to send when the address is verified already. */
  async resend(caller: AuthUser): Promise<{ sent: boolean }> {
    if (caller.emailVerified) return { sent: false };
    await this.mails.sendVerification(caller);
    return { sent: true };
  }
}
