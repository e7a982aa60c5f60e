import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../database/database';
import { DB } from '../../database/database.module';
import { signInCodes } from '../../database/schema';

/** Persistence of the Google sign-in hand-over codes (stored as digests: sign-in-codes.ts makes and checks them). */
@Injectable()
export class SignInCodesRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async insert(code: { codeHash: string; userId: string; binding: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(signInCodes).values(code);
  }

  /** Deletes codes that expired more than an hour ago. */
  async deleteStale(): Promise<void> {
    await this.db.delete(signInCodes).where(lt(signInCodes.expiresAt, sql`now() - interval '1 hour'`));
  }

  /**
   * Marks the unused, unexpired code with this digest used and answers its account and binding; null when
   * there is none. One conditional UPDATE, so two redemptions of one code cannot both succeed.
   */
  async use(codeHash: string): Promise<{ userId: string; binding: string } | null> {
    const [row] = await this.db
      .update(signInCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(signInCodes.codeHash, codeHash), isNull(signInCodes.usedAt), gt(signInCodes.expiresAt, sql`now()`)))
      .returning({ userId: signInCodes.userId, binding: signInCodes.binding });
    return row ?? null;
  }
}
