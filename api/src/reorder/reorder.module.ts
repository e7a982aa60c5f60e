import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module';
import { OrdersModule } from '../orders/orders.module';
import { ReorderController } from './reorder.controller';
import { ReorderService } from './reorder.service';

/** Order again (docs/product.md#14-order-again): reads an order, writes the cart. */
@Module({
  imports: [OrdersModule, CartModule],
  controllers: [ReorderController],
  providers: [ReorderService],
})
export class ReorderModule {}
