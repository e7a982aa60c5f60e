import { Module } from '@nestjs/common';
import { PartsModule } from '../parts/parts.module';
import { UsersModule } from '../users/users.module';
import { OrdersController } from './orders.controller';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';

/**
 * Orders: placing, listing, cancelling and shipping. Payments import this module: `OrdersService.findOwned`
 * for owner checks, `OrdersRepository` for reads; status changes go through `applyTransition`
 * (order-transitions.ts) and `toOrderJson` (order.mapper.ts) shapes answers.
 */
@Module({
  imports: [PartsModule, UsersModule],
  controllers: [OrdersController],
  providers: [OrdersRepository, OrdersService],
  exports: [OrdersRepository, OrdersService],
})
export class OrdersModule {}
