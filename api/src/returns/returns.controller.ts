import { Controller, Get, Header, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  apiMessages,
  type OrderReturn,
  type ReturnRequestBody,
  returnMessages,
  returnRequestSchema,
} from '@phoneparts/contracts';
import type { FastifyReply } from 'fastify';
import { Authenticated, type AuthUser, CurrentUser } from '../access';
import { IdPipe } from '../common/http/id.pipe';
import { ValidBody } from '../common/http/zod-body';
import { ReturnsService } from './returns.service';

const orderId = () => new IdPipe(apiMessages.orderNotFound);

/** The buyer's side of returns (docs/returns.md): another account's order or return is a 404. */
@ApiTags('returns')
@Controller('myOrders')
export class ReturnsController {
  constructor(private readonly returns: ReturnsService) {}

  @Authenticated()
  @Post(':id/returns')
  @ApiOperation({
    summary: "Ask to return units of a shipped order's lines (the order's owner)",
    description:
      'Within RETURN_WINDOW_DAYS of shipping, or later for a defective part under warranty; never more units ' +
      'than shipped over all returns not refused. 409 with the reason otherwise. Answers the return.',
  })
  @ApiResponse({ status: 201, description: 'The OrderReturn, status requested' })
  request(
    @CurrentUser() caller: AuthUser,
    @Param('id', orderId()) id: string,
    @ValidBody(returnRequestSchema) body: ReturnRequestBody,
  ): Promise<OrderReturn> {
    return this.returns.request(caller, id, body);
  }

  @Authenticated()
  @Get(':id/returns')
  @ApiOperation({ summary: "An order's returns, newest first (its owner, or an admin)" })
  list(@CurrentUser() caller: AuthUser, @Param('id', orderId()) id: string): Promise<OrderReturn[]> {
    return this.returns.ofOrder(caller, id);
  }

  @Authenticated()
  @Get(':id/returns/:returnId/credit-note.pdf')
  @Header('Cache-Control', 'private, no-store')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: "A refunded return's credit note as a PDF (the order's owner, or an admin)" })
  async creditNote(
    @CurrentUser() caller: AuthUser,
    @Param('id', orderId()) id: string,
    @Param('returnId', new IdPipe(returnMessages.returnNotFound)) returnId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { number, pdf } = await this.returns.creditNoteOfOrder(caller, id, returnId);
    reply.header('Content-Type', 'application/pdf');
    reply.header('Content-Disposition', `inline; filename="${number}.pdf"`);
    return pdf;
  }
}
