import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OverviewQuery, overviewQuerySchema } from '@phoneparts/contracts';
import { Roles } from '../auth/access/decorators';
import { ValidQuery } from '../common/http/zod-body';
import { OverviewService } from './overview.service';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin')
export class OverviewController {
  constructor(private readonly overview: OverviewService) {}

  /** A static path: it wins over `GET /admin/:email` (an email always has an "@"). */
  @Roles('admin')
  @Get('overview')
  @ApiOperation({ summary: 'Orders per status, orders and revenue per day (`days`, `tz`), parts out of stock (admin)' })
  get(@ValidQuery(overviewQuerySchema) query: OverviewQuery) {
    return this.overview.overview(query);
  }
}
