import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { users } from '../database/schema';

/**
 * The one read access control makes per request: the account behind a token. Its own small repository
 * (not the users feature's), so access control depends on no feature.
 */
@Injectable()
export class SignedInAccountsRepository {
  /**
   * Built once and sent as a named prepared statement: every signed-in request runs it, and building
   * the query and PostgreSQL's parsing and planning of it were a share of each request's time.
   */
  private readonly byId;

  constructor(@Inject(DB) db: Database) {
    this.byId = db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('signed_in_account');
  }

  async findById(id: string) {
    const [user] = await this.byId.execute({ id });
    return user ?? null;
  }
}
