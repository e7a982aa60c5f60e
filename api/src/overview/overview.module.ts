import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { PartsModule } from '../parts/parts.module';
import { OverviewController } from './overview.controller';
import { OverviewService } from './overview.service';

/** The admin's dashboard figures, computed by the database from orders and parts. */
@Module({
  imports: [OrdersModule, PartsModule],
  controllers: [OverviewController],
  providers: [OverviewService],
})
export class OverviewModule {}
