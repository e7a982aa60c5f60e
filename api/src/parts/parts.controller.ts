import { Controller, Delete, Get, Header, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AddProductBody,
  addProductSchema,
  apiMessages,
  SetStockBody,
  setStockSchema,
  UpdateProductBody,
  updateProductSchema,
} from '@phoneparts/contracts';
import { Public, Roles } from '../auth/access/decorators';
import { IdPipe } from '../common/http/id.pipe';
import { BodySchema, ValidBody } from '../common/http/zod-body';
import { PartsService } from './parts.service';

/** The catalogue routes keep the spec's paths (§7), including its `/purchase/:id` and `/updatepart`. */
@ApiTags('parts')
@Controller()
export class PartsController {
  constructor(private readonly parts: PartsService) {}

  @Public()
  @Get('parts')
  @Header('content-type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'The catalogue (anyone)' })
  list(): Promise<Buffer> {
    return this.parts.listJson();
  }

  @Public()
  @Get('purchase/:id')
  @ApiOperation({ summary: 'One part (anyone); 404 for an unknown or malformed id' })
  get(@Param('id', new IdPipe(apiMessages.partNotFound)) id: string) {
    return this.parts.get(id);
  }

  @Roles('admin')
  @Post('parts')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Add a part (admin)' })
  @BodySchema(addProductSchema)
  create(@ValidBody(addProductSchema) body: AddProductBody) {
    return this.parts.create(body);
  }

  @Roles('admin')
  @Patch('updatepart')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Update a part (admin); the body names it by `id`' })
  @BodySchema(updateProductSchema)
  update(@ValidBody(updateProductSchema) body: UpdateProductBody) {
    return this.parts.update(body);
  }

  @Roles('admin')
  @Patch('parts')
  @ApiBearerAuth()
  @ApiOperation({ summary: "Set a part's stock (admin); orders move stock themselves" })
  @BodySchema(setStockSchema)
  setStock(@ValidBody(setStockSchema) body: SetStockBody) {
    return this.parts.setStock(body);
  }

  @Roles('admin')
  @Delete('parts/:id')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Delete a part (admin); its orders keep their snapshot' })
  delete(@Param('id', new IdPipe(apiMessages.partNotFound)) id: string) {
    return this.parts.delete(id);
  }
}
