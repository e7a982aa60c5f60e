import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { sql } from 'drizzle-orm';
import { Public } from '../auth/access/decorators';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** Liveness and database readiness, for load balancers and `docker compose`. */
  @Public()
  @Get()
  async check() {
    try {
      await this.db.execute(sql`select 1`);
    } catch {
      throw new ServiceUnavailableException({ statusCode: 503, message: 'Database unavailable', error: 'Service Unavailable', status: 'error', database: 'down' });
    }
    return { status: 'ok', database: 'up' };
  }
}
