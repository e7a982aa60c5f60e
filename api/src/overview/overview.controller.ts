import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { OverviewQuery, overviewQuerySchema } from '@phoneparts/contracts';
import { Authenticated } from '../access';
import { ValidQuery } from '../common/http/zod-body';
import { OverviewService } from './overview.service';

@ApiTags('admin')
@Controller('admin')
export class OverviewController {
  constructor(private readonly overview: OverviewService) {}

  /** A static path: it wins over `GET /admin/:email` (an email always has an "@"). */
  @Authenticated({ admin: true })
  @Get('overview')
  @ApiOperation({ summary: 'Orders per status, orders and revenue per day (`days`, `tz`), parts out of stock (admin)' })
  get(@ValidQuery(overviewQuerySchema) query: OverviewQuery) {
    return this.overview.overview(query);
  }
}
