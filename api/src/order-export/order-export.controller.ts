import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type OrderExportQuery, orderExportQuerySchema } from '@phoneparts/contracts';
import { Readable } from 'node:stream';
import { Authenticated } from '../access';
import { ValidQuery } from '../common/http/zod-body';
import { OrderExportService } from './order-export.service';

@ApiTags('orders')
@Controller('admin/orders')
export class OrderExportController {
  constructor(private readonly exports: OrderExportService) {}

  @Authenticated({ admin: true })
  @Get('export.csv')
  @ApiOperation({
    summary:
      'Orders with their lines as CSV for the accountant, streamed (admin); `from`/`to` are UTC days, both included',
  })
  export(@ValidQuery(orderExportQuerySchema) query: OrderExportQuery, @Res() reply: FastifyReply) {
    const name = `orders${query.from ? `-from-${query.from}` : ''}${query.to ? `-to-${query.to}` : ''}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(this.exports.csv(query)));
  }
}
