import { Module } from '@nestjs/common';
import { OrdersRepository } from './orders.repository';

/**
 * Orders: placing, listing, cancelling and shipping. Payments import this module for the repository;
 * status changes go through `applyTransition` (order-transitions.ts) and `toOrderJson` shapes answers.
 */
@Module({
  providers: [OrdersRepository],
  exports: [OrdersRepository],
})
export class OrdersModule {}
