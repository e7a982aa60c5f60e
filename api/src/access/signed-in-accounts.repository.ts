import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { users } from '../database/schema';

/**
 * The one read access control makes per request: the account behind a token. Its own small repository
 * (not the users feature's), so access control depends on no feature.
 */
@Injectable()
export class SignedInAccountsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async findById(id: string) {
    const [user] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return user ?? null;
  }
}
