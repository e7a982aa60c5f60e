import { Controller, Delete, Get, Param, Patch, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  AddProductBody,
  addProductSchema,
  apiMessages,
  LowStockQuery,
  lowStockQuerySchema,
  PartListQuery,
  partListQuerySchema,
  SetStockBody,
  setStockSchema,
  UpdateProductBody,
  updateProductSchema,
} from '@phoneparts/contracts';
import { Authenticated, Public } from '../access';
import { IdPipe } from '../common/http/id.pipe';
import { sendCachedJson } from '../common/http/cached-json';
import { ValidBody, ValidQuery } from '../common/http/zod-body';
import { pagingHeaders, withPagingHeaders } from '../common/lists/paging-headers';
import { PartsService } from './parts.service';
import { SkuParamPipe } from './sku-param.pipe';

/** The catalogue routes of docs/product.md#7-api, including `/purchase/:id` and `/updatepart`. */
@ApiTags('parts')
@Controller()
export class PartsController {
  constructor(private readonly parts: PartsService) {}

  @Public()
  @Get('parts')
  @ApiOperation({
    summary:
      'The catalogue (anyone): a page of parts; search `q`, filters `brand`, `model`, `category`, `grade`, `stock`; `sort`',
  })
  async list(@ValidQuery(partListQuerySchema) query: PartListQuery, @Res() reply: FastifyReply) {
    const answer = await this.parts.page(query);
    return sendCachedJson(reply, answer, pagingHeaders(reply.request.url, query, answer.total));
  }

  @Public()
  @Get('parts/facets')
  @ApiOperation({
    summary: 'The brands (with their models) and categories of the catalogue, with part counts (anyone)',
  })
  async facets(@Res() reply: FastifyReply) {
    return sendCachedJson(reply, await this.parts.facets());
  }

  @Public()
  @Get('parts/sku/:sku')
  @ApiOperation({
    summary:
      'One part by SKU, any case (anyone), without admin-only fields, with its stock state; 400 for a malformed SKU, 404 for an unknown one',
  })
  async bySku(@Param('sku', new SkuParamPipe()) sku: string, @Res() reply: FastifyReply) {
    return sendCachedJson(reply, await this.parts.bySku(sku));
  }

  @Authenticated({ admin: true })
  @Get('admin/parts/low-stock')
  @ApiOperation({
    summary:
      "The parts under their low-stock threshold (admin): the part's own, else the configured default; `sort`, paged",
  })
  async lowStock(
    @ValidQuery(lowStockQuerySchema) query: LowStockQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return withPagingHeaders(reply, query, await this.parts.lowStock(query));
  }

  @Public()
  @Get('purchase/:id')
  @ApiOperation({ summary: 'One part (anyone); 404 for an unknown or malformed id' })
  async get(@Param('id', new IdPipe(apiMessages.partNotFound)) id: string, @Res() reply: FastifyReply) {
    return sendCachedJson(reply, await this.parts.get(id));
  }

  @Authenticated({ admin: true })
  @Post('parts')
  @ApiOperation({ summary: 'Add a part (admin)' })
  create(@ValidBody(addProductSchema) body: AddProductBody) {
    return this.parts.create(body);
  }

  @Authenticated({ admin: true })
  @Patch('updatepart')
  @ApiOperation({ summary: 'Update a part (admin); the body names it by `id`' })
  update(@ValidBody(updateProductSchema) body: UpdateProductBody) {
    return this.parts.update(body);
  }

  @Authenticated({ admin: true })
  @Patch('parts')
  @ApiOperation({ summary: "Set a part's stock (admin); orders move stock themselves" })
  setStock(@ValidBody(setStockSchema) body: SetStockBody) {
    return this.parts.setStock(body);
  }

  @Authenticated({ admin: true })
  @Delete('parts/:id')
  @ApiOperation({ summary: 'Delete a part (admin); its orders keep their snapshot' })
  delete(@Param('id', new IdPipe(apiMessages.partNotFound)) id: string) {
    return this.parts.delete(id);
  }
}
