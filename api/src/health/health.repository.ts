import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';

/** The database as the health check sees it: does it answer at all. */
@Injectable()
export class HealthRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }
}
