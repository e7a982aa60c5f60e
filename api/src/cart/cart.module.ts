import { Module } from '@nestjs/common';
import { AddressesModule } from '../addresses';
import { ChargesModule } from '../charges';
import { ShippingModule } from '../shipping';
import { OrdersModule } from '../orders/orders.module';
import { PartsModule } from '../parts/parts.module';
import { CartController } from './cart.controller';
import { CartRepository } from './cart.repository';
import { CartService } from './cart.service';
import { CartCheckoutService } from './cart-checkout.service';

/**
 * The cart (docs/product.md#10-orders-with-lines-and-the-cart): one per account, kept by the API; checkout turns it
 * into one order.
 */
@Module({
  imports: [PartsModule, OrdersModule, AddressesModule, ShippingModule, ChargesModule],
  controllers: [CartController],
  providers: [CartRepository, CartService, CartCheckoutService],
  exports: [CartRepository, CartService],
})
export class CartModule {}
