import { Module } from '@nestjs/common';
import { ShippingMethodsController } from './shipping-methods.controller';
import { ShippingMethodsRepository } from './shipping-methods.repository';
import { ShippingService } from './shipping.service';

/** Shipping methods: the admin's list, and the offers and prices checkout asks for. */
@Module({
  controllers: [ShippingMethodsController],
  providers: [ShippingMethodsRepository, ShippingService],
  exports: [ShippingService],
})
export class ShippingModule {}
