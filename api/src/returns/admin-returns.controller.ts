import { Controller, Get, Header, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  type AdminOrderReturn,
  type ReturnListQuery,
  returnListQuerySchema,
  returnMessages,
  type ReturnReceiptBody,
  returnReceiptSchema,
  type ReturnRefusalBody,
  returnRefusalSchema,
} from '@phoneparts/contracts';
import type { FastifyReply } from 'fastify';
import { Authenticated } from '../access';
import { IdPipe } from '../common/http/id.pipe';
import { ValidBody, ValidQuery } from '../common/http/zod-body';
import { withPagingHeaders } from '../common/lists/paging-headers';
import { ReturnsService } from './returns.service';

const returnId = () => new IdPipe(returnMessages.returnNotFound);

/**
 * The admin works returns here (docs/returns.md): each step answers the return, or 409 when it is not
 * in the step's starting status (another admin was first).
 */
@ApiTags('returns')
@Controller('admin/returns')
export class AdminReturnsController {
  constructor(private readonly returns: ReturnsService) {}

  @Authenticated({ admin: true })
  @Get()
  @ApiOperation({ summary: 'A page of returns, newest first, optionally of one `status` (admin)' })
  async list(
    @ValidQuery(returnListQuerySchema) query: ReturnListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminOrderReturn[]> {
    return withPagingHeaders(reply, query, await this.returns.list(query));
  }

  @Authenticated({ admin: true })
  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a requested return; the buyer is mailed where to send the parts (admin)' })
  approve(@Param('id', returnId()) id: string): Promise<AdminOrderReturn> {
    return this.returns.approve(id);
  }

  @Authenticated({ admin: true })
  @Post(':id/refuse')
  @HttpCode(200)
  @ApiOperation({ summary: 'Refuse a requested return with a reason the buyer is mailed (admin)' })
  refuse(
    @Param('id', returnId()) id: string,
    @ValidBody(returnRefusalSchema) body: ReturnRefusalBody,
  ): Promise<AdminOrderReturn> {
    return this.returns.refuse(id, body.reason);
  }

  @Authenticated({ admin: true })
  @Post(':id/receive')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mark an approved return received, each line back on sale or not (admin)',
    description: 'Every line of the return once; units with `restock: true` go back into stock.',
  })
  receive(
    @Param('id', returnId()) id: string,
    @ValidBody(returnReceiptSchema) body: ReturnReceiptBody,
  ): Promise<AdminOrderReturn> {
    return this.returns.receive(id, body);
  }

  @Authenticated({ admin: true })
  @Post(':id/refund')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Refund a received return through the payment provider and issue its credit note (admin)',
    description:
      'The server computes the amount. Once per return, however often it is called: a second call gets 409. ' +
      'A refusal of the payment provider records nothing (409 with the reason).',
  })
  refund(@Param('id', returnId()) id: string): Promise<AdminOrderReturn> {
    return this.returns.refund(id);
  }

  @Authenticated({ admin: true })
  @Get(':id/credit-note.pdf')
  @Header('Cache-Control', 'private, no-store')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: "A refunded return's credit note as a PDF (admin)" })
  async creditNote(
    @Param('id', returnId()) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { number, pdf } = await this.returns.creditNote(id);
    reply.header('Content-Type', 'application/pdf');
    reply.header('Content-Disposition', `inline; filename="${number}.pdf"`);
    return pdf;
  }
}
