import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { refreshSessions } from '../database/schema';
import type { Executor } from '../users/users.repository';

/** How long a session lives: idle (since its last renewal) and absolute (since its sign-in). */
export interface SessionLimits {
  idleDays: number;
  absoluteDays: number;
}

/** A family found by its id, and what the token presented for it is. */
export interface PresentedFamily {
  userId: string;
  tokenVersion: number;
  /** Past its idle or absolute limit. */
  expired: boolean;
  /** The token presented is the one spent last, and that was within the grace. */
  justSpent: boolean;
}

const s = refreshSessions;
const days = (n: number) => sql`now() - ${n}::int * interval '1 day'`;
const alive = (limits: SessionLimits) =>
  and(gt(s.rotatedAt, days(limits.idleDays)), gt(s.startedAt, days(limits.absoluteDays)));

/** The refresh sessions (one row per sign-in); tokens only as SHA-256 digests. */
@Injectable()
export class RefreshSessionsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async start(family: { familyId: string; userId: string; tokenVersion: number; tokenHash: string }): Promise<void> {
    await this.db.insert(s).values(family);
  }

  /**
   * Swaps the family's current token for the next one, if `presentedHash` is the current one and the
   * family is within its limits; answers the family's account, or null. One conditional UPDATE: of two
   * renewals with the same token, exactly one rotates.
   */
  async rotate(
    familyId: string,
    presentedHash: string,
    nextHash: string,
    limits: SessionLimits,
  ): Promise<{ userId: string; tokenVersion: number } | null> {
    const [row] = await this.db
      .update(s)
      .set({ previousTokenHash: s.tokenHash, tokenHash: nextHash, rotatedAt: sql`now()` })
      .where(and(eq(s.familyId, familyId), eq(s.tokenHash, presentedHash), alive(limits)))
      .returning({ userId: s.userId, tokenVersion: s.tokenVersion });
    return row ?? null;
  }

  /** The family, for a token `rotate` refused: expired, just spent (grace), or reused. Null when unknown. */
  async inspect(
    familyId: string,
    presentedHash: string,
    limits: SessionLimits,
    graceSeconds: number,
  ): Promise<PresentedFamily | null> {
    const [row] = await this.db
      .select({
        userId: s.userId,
        tokenVersion: s.tokenVersion,
        expired: sql<boolean>`not (${alive(limits)})`,
        justSpent: sql<boolean>`(${s.previousTokenHash} = ${presentedHash}
          and ${s.rotatedAt} > now() - ${graceSeconds}::int * interval '1 second')`,
      })
      .from(s)
      .where(eq(s.familyId, familyId));
    return row ?? null;
  }

  async end(familyId: string): Promise<void> {
    await this.db.delete(s).where(eq(s.familyId, familyId));
  }

  /** Ends every session of the account (sign-out everywhere, a password reset). */
  async endAllOf(userId: string, ex: Executor = this.db): Promise<void> {
    await ex.delete(s).where(eq(s.userId, userId));
  }

  /** Forgets the account's sessions that are past a limit, or from before its last revocation. */
  async forgetDeadOf(userId: string, currentTokenVersion: number, limits: SessionLimits): Promise<void> {
    await this.db
      .delete(s)
      .where(
        and(
          eq(s.userId, userId),
          or(sql`not (${alive(limits)})`, sql`${s.tokenVersion} <> ${currentTokenVersion}::int`),
        ),
      );
  }
}
