import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { apiMessages } from '@phoneparts/contracts';
import type { FastifyReply } from 'fastify';
import { Authenticated, type AuthUser, CurrentUser } from '../access';
import { IdPipe } from '../common/http/id.pipe';
import { InvoicesService } from './invoices.service';

@ApiTags('orders')
@Controller('myOrders')
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Authenticated()
  @Get(':id/invoice.pdf')
  @Header('Cache-Control', 'private, no-store')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: "A paid order's invoice as a PDF (its owner, or an admin)" })
  async pdf(
    @CurrentUser() caller: AuthUser,
    @Param('id', new IdPipe(apiMessages.orderNotFound)) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { number, pdf } = await this.invoices.pdfOf(caller, id);
    reply.header('Content-Type', 'application/pdf');
    reply.header('Content-Disposition', `inline; filename="${number}.pdf"`);
    return pdf;
  }
}
