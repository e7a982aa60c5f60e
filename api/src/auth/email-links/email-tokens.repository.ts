import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../database/database';
import { DB } from '../../database/database.module';
import { emailTokens } from '../../database/schema';
import type { Executor } from '../../users/users.repository';

export type LinkPurpose = 'verify_email' | 'password_reset' | 'change_email';

export interface NewEmailToken {
  userId: string;
  purpose: LinkPurpose;
  newEmail: string | null;
  tokenHash: string;
  expiresAt: Date;
}

/** Persistence of mailed links' tokens (stored as digests only: one-time-links.ts makes and checks them). */
@Injectable()
export class EmailTokensRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async insert(tx: Tx, token: NewEmailToken): Promise<void> {
    await tx.insert(emailTokens).values(token);
  }

  /**
   * Marks the open, unexpired token with this digest and purpose used, and answers its account and new
   * address; null when there is none. One conditional UPDATE: two uses at the same moment cannot both win.
   */
  async use(
    tokenHash: string,
    purpose: LinkPurpose,
    ex: Executor = this.db,
  ): Promise<{ userId: string; newEmail: string | null } | null> {
    const now = new Date();
    const [row] = await ex
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now),
        ),
      )
      .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail });
    return row ?? null;
  }

  /** Marks every open token of this account used: of one purpose, or of every purpose when none is given. */
  async useAllOpen(userId: string, purpose: LinkPurpose | undefined, ex: Executor = this.db): Promise<void> {
    await ex
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailTokens.userId, userId),
          purpose ? eq(emailTokens.purpose, purpose) : undefined,
          isNull(emailTokens.usedAt),
        ),
      );
  }
}
