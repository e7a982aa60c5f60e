import { Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  type DeleteResult,
  type PageQuery,
  type RequestStockAlertBody,
  requestStockAlertSchema,
  type StockAlert,
  stockAlertListQuerySchema,
  stockAlertMessages,
  type WaitingCounts,
  type WaitingCountsQuery,
  waitingCountsQuerySchema,
  type WithdrawStockAlertBody,
  withdrawStockAlertSchema,
} from '@phoneparts/contracts';
import { Authenticated, type AuthUser, CurrentUser, Public } from '../access';
import { IdPipe } from '../common/http/id.pipe';
import { ValidBody, ValidQuery } from '../common/http/zod-body';
import { withPagingHeaders } from '../common/lists/paging-headers';
import { RateLimit } from '../rate-limits/rate-limit.guard';
import { StockAlertsService } from './stock-alerts.service';

/**
 * Back in stock (docs/product.md#16-back-in-stock): a buyer's own requests; the counts for admins; the mailed
 * withdraw link.
 */
@ApiTags('stock-alerts')
@Controller('stock-alerts')
export class StockAlertsController {
  constructor(private readonly alerts: StockAlertsService) {}

  @Authenticated()
  @Post()
  @ApiOperation({
    summary:
      'Asks to be mailed once when a part that cannot be ordered is back in stock (409 when it is in stock or already asked)',
  })
  request(@CurrentUser() caller: AuthUser, @ValidBody(requestStockAlertSchema) body: RequestStockAlertBody) {
    return this.alerts.request(caller, body.partId);
  }

  @Authenticated()
  @Get()
  @ApiOperation({ summary: "The caller's requests, newest first (waiting or mailed), a page at a time" })
  async list(
    @CurrentUser() caller: AuthUser,
    @ValidQuery(stockAlertListQuerySchema) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StockAlert[]> {
    return withPagingHeaders(reply, query, await this.alerts.list(caller, query));
  }

  @Authenticated({ admin: true })
  @Get('waiting')
  @ApiOperation({ summary: 'How many buyers wait for each of the given parts (admin; `parts` = up to 100 ids)' })
  waiting(@ValidQuery(waitingCountsQuerySchema) query: WaitingCountsQuery): Promise<WaitingCounts> {
    return this.alerts.waitingCounts(query.parts);
  }

  @Public()
  @Post('withdraw')
  @HttpCode(200)
  @RateLimit('emailLink')
  @ApiOperation({ summary: 'Withdraws a request with the token of its mailed link (anyone holding the link)' })
  withdrawByToken(@ValidBody(withdrawStockAlertSchema) body: WithdrawStockAlertBody): Promise<DeleteResult> {
    return this.alerts.withdrawByToken(body.token);
  }

  @Authenticated()
  @Delete(':id')
  @ApiOperation({ summary: "Withdraws one of the caller's requests (another buyer's answers 404)" })
  withdraw(
    @CurrentUser() caller: AuthUser,
    @Param('id', new IdPipe(stockAlertMessages.requestNotFound)) id: string,
  ): Promise<DeleteResult> {
    return this.alerts.withdraw(caller, id);
  }
}
