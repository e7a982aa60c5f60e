import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { Database, Tx } from '../../database/database';
import { DB } from '../../database/database.module';
import { MailOutbox, passwordResetMail, verifyEmailMail } from '../../mail';
import { hashLinkToken, LinkPurpose, linkLifetimes, OneTimeLinks } from './one-time-links';

type Recipient = { id: string; email: string; displayName: string };

/**
 * Mails the one-time links to the shell's landing pages (`/verify-email`, `/resetPassword`). The link
 * and its mail are written together (through the outbox): a link is never issued without its mail,
 * and the request answers without waiting for the SMTP server, in the same time either way.
 */
@Injectable()
export class AccountMails {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB) private readonly db: Database,
    private readonly links: OneTimeLinks,
    private readonly outbox: MailOutbox,
  ) {}

  /** In `tx` when given (a sign-up queues its mail with the new account), else in a transaction of its own. */
  sendVerification(user: Recipient, tx?: Tx): Promise<void> {
    return this.sendLink(user, 'verify_email', '/verify-email', verifyEmailMail, tx);
  }

  sendPasswordReset(user: Recipient, tx?: Tx): Promise<void> {
    return this.sendLink(user, 'password_reset', '/resetPassword', passwordResetMail, tx);
  }

  private async sendLink(
    user: Recipient,
    purpose: LinkPurpose,
    path: string,
    render: typeof verifyEmailMail,
    tx?: Tx,
  ): Promise<void> {
    if (!tx) return this.db.transaction((own) => this.sendLink(user, purpose, path, render, own));
    const token = await this.links.issue(tx, user.id, purpose);
    await this.outbox.enqueue(tx, {
      to: user.email,
      kind: purpose.replace('_', '-'),
      // One mail per link (only the token's digest: the key stays in the outbox after the body is emptied).
      dedupeKey: `${purpose}:${hashLinkToken(token)}`,
      content: render({
        name: user.displayName,
        link: this.shellLink(path, token),
        validFor: linkLifetimes[purpose].words,
      }),
    });
  }

  private shellLink(path: string, token: string): string {
    const url = new URL(`${this.config.publicShellUrl}${path}`);
    url.searchParams.set('token', token);
    return url.toString();
  }
}
