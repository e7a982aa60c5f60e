import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { Database, Tx } from '../../database/database';
import { DB } from '../../database/database.module';
import {
  confirmNewEmailMail,
  emailChangedMail,
  MailOutbox,
  passwordChangedMail,
  passwordResetMail,
  signUpAttemptMail,
  verifyEmailMail,
} from '../../mail';
import { hashLinkToken, LinkPurpose, linkLifetimes, OneTimeLinks } from './one-time-links';

type Recipient = { id: string; email: string; displayName: string; emailVerified: boolean };

/**
 * The display name to greet with, or none: the account chose it, so it goes only to an address proven
 * to be the account's own. Otherwise anyone could sign up with a stranger's address and have the shop's
 * sender deliver their sentence ("your account is suspended, call …") to that stranger's inbox.
 */
const greetingName = (user: Recipient, to: string) => (user.emailVerified && to === user.email ? user.displayName : '');

/**
 * Mails the one-time links to the shell's landing pages (`/verify-email`, `/resetPassword`,
 * `/confirm-email`) and the notices of account changes. The link
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

  /** The link goes to the NEW address: opening it proves that mailbox and makes the change. */
  sendEmailChangeLink(user: Recipient, newEmail: string, tx: Tx): Promise<void> {
    return this.sendLink(user, 'change_email', '/confirm-email', confirmNewEmailMail, tx, newEmail);
  }

  /**
   * To an address that already has an account, when someone signs up with it: the owner hears of it
   * (with the way back in), and the sign-up queues a mail whether or not the address is taken. At most
   * one an hour per address, so sign-ups cannot flood the mailbox. No words of the sign-up's own.
   */
  async sendSignUpAttempt(email: string, tx: Tx): Promise<void> {
    const hour = new Date().toISOString().slice(0, 13);
    await this.outbox.enqueue(tx, {
      to: email,
      kind: 'sign-up-attempt',
      dedupeKey: `sign-up-attempt:${email}:${hour}`,
      content: signUpAttemptMail({ signInLink: this.shellLink('/login'), resetLink: this.shellLink('/resetPassword') }),
    });
  }

  /** After a password change; `tokenVersion` (new with every change) makes it one mail per change. */
  async sendPasswordChanged(user: Recipient & { tokenVersion: number }, tx: Tx): Promise<void> {
    await this.outbox.enqueue(tx, {
      to: user.email,
      kind: 'password-changed',
      dedupeKey: `password-changed:${user.id}:${user.tokenVersion}`,
      content: passwordChangedMail({
        name: greetingName(user, user.email),
        resetLink: this.shellLink('/resetPassword'),
      }),
    });
  }

  /** To the address the account just left (`token`: the change link it used), so its owner hears of it. */
  async sendEmailChanged(user: Recipient, oldEmail: string, token: string, tx: Tx): Promise<void> {
    await this.outbox.enqueue(tx, {
      to: oldEmail,
      kind: 'email-changed',
      dedupeKey: `email-changed:${hashLinkToken(token)}`,
      content: emailChangedMail({
        // The old address: it was the account's, but proven only if it was ever verified.
        name: '',
        resetLink: this.shellLink('/resetPassword'),
        newEmail: user.email,
      }),
    });
  }

  /** `to`: where the link goes, the account's own address unless it is an address being moved to. */
  private async sendLink(
    user: Recipient,
    purpose: LinkPurpose,
    path: string,
    render: typeof verifyEmailMail,
    tx?: Tx,
    to = user.email,
  ): Promise<void> {
    if (!tx) return this.db.transaction((own) => this.sendLink(user, purpose, path, render, own, to));
    const token = await this.links.issue(tx, user.id, purpose, purpose === 'change_email' ? to : undefined);
    await this.outbox.enqueue(tx, {
      to,
      kind: purpose.replace('_', '-'),
      // One mail per link (only the token's digest: the key stays in the outbox after the body is emptied).
      dedupeKey: `${purpose}:${hashLinkToken(token)}`,
      content: render({
        name: greetingName(user, to),
        link: this.shellLink(path, token),
        validFor: linkLifetimes[purpose].words,
      }),
    });
  }

  private shellLink(path: string, token?: string): string {
    const url = new URL(`${this.config.publicShellUrl}${path}`);
    if (token) url.searchParams.set('token', token);
    return url.toString();
  }
}
