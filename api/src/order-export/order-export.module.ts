import { Module } from '@nestjs/common';
import { OrderExportController } from './order-export.controller';
import { OrderExportRepository } from './order-export.repository';
import { OrderExportService } from './order-export.service';

/** The accountant's CSV of orders and their lines (admins only). */
@Module({
  controllers: [OrderExportController],
  providers: [OrderExportRepository, OrderExportService],
})
export class OrderExportModule {}
