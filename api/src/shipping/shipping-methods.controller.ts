import { Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CreateShippingMethodBody,
  createShippingMethodSchema,
  type DeleteResult,
  type ShippingMethod,
  shippingMessages as m,
  type UpdateShippingMethodBody,
  updateShippingMethodSchema,
} from '@phoneparts/contracts';
import { Authenticated } from '../access';
import { IdPipe } from '../common/http/id.pipe';
import { ValidBody } from '../common/http/zod-body';
import { ShippingService } from './shipping.service';

/** The shop's shipping methods, kept by admins (amounts in the shop currency's units). */
@ApiTags('shipping')
@Authenticated({ admin: true })
@Controller('admin/shipping-methods')
export class ShippingMethodsController {
  constructor(private readonly shipping: ShippingService) {}

  @Get()
  @ApiOperation({ summary: 'Every shipping method, active or not, oldest first (admin)' })
  list(): Promise<ShippingMethod[]> {
    return this.shipping.list();
  }

  @Post()
  @ApiOperation({ summary: 'Adds a shipping method (admin); freeAbove defaults to null, active to true' })
  create(@ValidBody(createShippingMethodSchema) body: CreateShippingMethodBody): Promise<ShippingMethod> {
    return this.shipping.create(body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Changes fields of a shipping method (admin)' })
  update(
    @Param('id', new IdPipe(m.methodNotFound)) id: string,
    @ValidBody(updateShippingMethodSchema) body: UpdateShippingMethodBody,
  ): Promise<ShippingMethod> {
    return this.shipping.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes a shipping method (admin); past orders keep its name and price' })
  remove(@Param('id', new IdPipe(m.methodNotFound)) id: string): Promise<DeleteResult> {
    return this.shipping.remove(id);
  }
}
