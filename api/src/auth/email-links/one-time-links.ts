import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { Tx } from '../../database/database';
import type { Executor } from '../../users/users.repository';
import { EmailTokensRepository, type LinkPurpose } from './email-tokens.repository';

export type { LinkPurpose } from './email-tokens.repository';

/** How long a mailed link works, and the same in words for the mail. */
export const linkLifetimes: Record<LinkPurpose, { ms: number; words: string }> = {
  verify_email: { ms: 24 * 60 * 60 * 1000, words: '24 hours' },
  password_reset: { ms: 60 * 60 * 1000, words: '1 hour' },
  change_email: { ms: 24 * 60 * 60 * 1000, words: '24 hours' },
};

/** Only this digest is stored: a leaked database holds no usable link. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * One-time tokens for mailed links (email verification, password reset, email change). A token is 256 random bits;
 * a newer link of the same purpose replaces older ones, and consuming is a single conditional update,
 * so a link works exactly once even when clicked twice at the same moment.
 */
@Injectable()
export class OneTimeLinks {
  constructor(private readonly tokens: EmailTokensRepository) {}

  /**
   * A new link of `purpose`, written in the caller's transaction (with the mail that carries it).
   * `newEmail`: for change_email, the address the link is mailed to and the account moves to.
   */
  async issue(tx: Tx, userId: string, purpose: LinkPurpose, newEmail?: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.revoke(userId, purpose, tx);
    await this.tokens.insert(tx, {
      userId,
      purpose,
      newEmail: purpose === 'change_email' ? (newEmail ?? null) : null,
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(Date.now() + linkLifetimes[purpose].ms),
    });
    return token;
  }

  /** Marks the link used and answers its account's id; null when unknown, used, expired or of another purpose. */
  async consume(token: string, purpose: LinkPurpose, ex?: Executor): Promise<string | null> {
    return (await this.tokens.use(hashLinkToken(token), purpose, ex))?.userId ?? null;
  }

  /** Uses up an email-change link: the account and the address it moves to; null when the link is no good. */
  async consumeEmailChange(token: string, ex: Executor): Promise<{ userId: string; newEmail: string } | null> {
    const row = await this.tokens.use(hashLinkToken(token), 'change_email', ex);
    return row?.newEmail ? { userId: row.userId, newEmail: row.newEmail } : null;
  }

  /** Makes every open link of this purpose unusable (before mailing a new one, or once the account moved). */
  async revoke(userId: string, purpose: LinkPurpose, ex?: Executor): Promise<void> {
    await this.tokens.useAllOpen(userId, purpose, ex);
  }

  /**
   * Makes every open link of the account unusable, whatever its purpose. Called wherever the account's
   * credentials change hands (password reset or change, signing out everywhere, a Google identity
   * linked): a link asked for by whoever held the old credential (an email change to their own address,
   * say) must not outlive it, or the intruder walks back in through the mailbox (OWASP ASVS V3.3.3).
   */
  async revokeAll(userId: string, ex?: Executor): Promise<void> {
    await this.tokens.useAllOpen(userId, undefined, ex);
  }
}
