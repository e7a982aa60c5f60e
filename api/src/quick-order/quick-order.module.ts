import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module';
import { PartsModule } from '../parts/parts.module';
import { QuickOrderController } from './quick-order.controller';
import { QuickOrderService } from './quick-order.service';

/**
 * Quick order (docs/product.md#13-quick-order): pasted lines or a CSV file of SKUs and quantities, judged line by
 * line.
 */
@Module({
  imports: [PartsModule, CartModule],
  controllers: [QuickOrderController],
  providers: [QuickOrderService],
})
export class QuickOrderModule {}
