import { Controller, Get, Param, Put, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type BuyerTaxDetails,
  type BuyerTaxDetailsBody,
  buyerTaxDetailsSchema,
  type BuyerTaxRecord,
  type PageQuery,
  pageQuerySchema,
  setTaxExemptSchema,
  taxMessages as m,
} from '@phoneparts/contracts';
import type { FastifyReply } from 'fastify';
import { Authenticated, type AuthUser, CurrentUser } from '../access';
import { IdPipe } from '../common/http/id.pipe';
import { ValidBody, ValidQuery } from '../common/http/zod-body';
import { withPagingHeaders } from '../common/lists/paging-headers';
import { BuyerTaxService } from './buyer-tax.service';

/** A business buyer's company name and tax ID (its own), and admins' exemptions for tax IDs. */
@ApiTags('tax')
@Controller()
export class BuyerTaxController {
  constructor(private readonly buyers: BuyerTaxService) {}

  @Authenticated()
  @Get('account/tax-details')
  @ApiOperation({ summary: "The caller's company name, tax ID and whether an admin exempted it from tax" })
  mine(@CurrentUser() caller: AuthUser): Promise<BuyerTaxDetails> {
    return this.buyers.detailsOf(caller.id);
  }

  @Authenticated()
  @Put('account/tax-details')
  @ApiOperation({ summary: "Sets the caller's company name and tax ID (null clears); a new tax ID ends an exemption" })
  save(
    @CurrentUser() caller: AuthUser,
    @ValidBody(buyerTaxDetailsSchema) body: BuyerTaxDetailsBody,
  ): Promise<BuyerTaxDetails> {
    return this.buyers.save(caller.id, body);
  }

  @Authenticated({ admin: true })
  @Get('admin/tax-exemptions')
  @ApiOperation({ summary: 'Buyers that entered a tax ID, by email, with their exemption (admin), a page at a time' })
  async list(
    @ValidQuery(pageQuerySchema) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BuyerTaxRecord[]> {
    return withPagingHeaders(reply, query, await this.buyers.list(query));
  }

  @Authenticated({ admin: true })
  @Put('admin/tax-exemptions/:userId')
  @ApiOperation({ summary: 'Exempts a buyer from tax, or ends it (admin; 409 without a tax ID on file)' })
  setExempt(
    @Param('userId', new IdPipe(m.buyerNotFound)) userId: string,
    @ValidBody(setTaxExemptSchema) body: { taxExempt: boolean },
  ): Promise<BuyerTaxDetails> {
    return this.buyers.setExempt(userId, body.taxExempt);
  }
}
