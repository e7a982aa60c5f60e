import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Database, Tx } from '../../database/database';
import { DB } from '../../database/database.module';
import { emailTokens } from '../../database/schema';
import type { Executor } from '../../users/users.repository';

export type LinkPurpose = 'verify_email' | 'password_reset' | 'change_email';

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
  constructor(@Inject(DB) private readonly db: Database) {}

  /**
   * A new link of `purpose`, written in the caller's transaction (with the mail that carries it).
   * `newEmail`: for change_email, the address the link is mailed to and the account moves to.
   */
  async issue(tx: Tx, userId: string, purpose: LinkPurpose, newEmail?: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.revoke(userId, purpose, tx);
    await tx.insert(emailTokens).values({
      userId,
      purpose,
      newEmail: purpose === 'change_email' ? newEmail : null,
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(Date.now() + linkLifetimes[purpose].ms),
    });
    return token;
  }

  /** Marks the link used and answers its account's id; null when unknown, used, expired or of another purpose. */
  async consume(token: string, purpose: LinkPurpose, ex: Executor = this.db): Promise<string | null> {
    return (await this.use(token, purpose, ex))?.userId ?? null;
  }

  /** Uses up an email-change link: the account and the address it moves to; null when the link is no good. */
  async consumeEmailChange(token: string, ex: Executor): Promise<{ userId: string; newEmail: string } | null> {
    const row = await this.use(token, 'change_email', ex);
    return row?.newEmail ? { userId: row.userId, newEmail: row.newEmail } : null;
  }

  private async use(token: string, purpose: LinkPurpose, ex: Executor) {
    const now = new Date();
    const [row] = await ex
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailTokens.tokenHash, hashLinkToken(token)),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now),
        ),
      )
      .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail });
    return row ?? null;
  }

  /** Makes every open link of this purpose unusable (after a reset, or before mailing a new one). */
  async revoke(userId: string, purpose: LinkPurpose, ex: Executor = this.db): Promise<void> {
    await ex
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  }
}
