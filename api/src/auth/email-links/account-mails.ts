import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { passwordResetMail, verifyEmailMail } from '../../mail';
import { MailService } from '../../mail/mail.service';
import { linkLifetimes, OneTimeLinks } from './one-time-links';

type Recipient = { id: string; email: string; displayName: string };

/** Mails the one-time links to the shell's landing pages (`/verify-email`, `/resetPassword`). */
@Injectable()
export class AccountMails {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly links: OneTimeLinks,
    private readonly mail: MailService,
  ) {}

  async sendVerification(user: Recipient): Promise<void> {
    const token = await this.links.issue(user.id, 'verify_email');
    const link = this.shellLink('/verify-email', token);
    this.mail.sendInBackground(
      user.email,
      verifyEmailMail({ name: user.displayName, link, validFor: linkLifetimes.verify_email.words }),
    );
  }

  async sendPasswordReset(user: Recipient): Promise<void> {
    const token = await this.links.issue(user.id, 'password_reset');
    const link = this.shellLink('/resetPassword', token);
    this.mail.sendInBackground(
      user.email,
      passwordResetMail({ name: user.displayName, link, validFor: linkLifetimes.password_reset.words }),
    );
  }

  private shellLink(path: string, token: string): string {
    const url = new URL(`${this.config.publicShellUrl}${path}`);
    url.searchParams.set('token', token);
    return url.toString();
  }
}
