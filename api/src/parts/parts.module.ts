import { Module } from '@nestjs/common';
import { CatalogueCache } from './catalogue-cache';
import { PartStockService } from './part-stock.service';
import { PartsController } from './parts.controller';
import { PartsRepository } from './parts.repository';
import { PartsService } from './parts.service';
import { StockRises } from './stock-rises';

/**
 * The catalogue. Orders use `PartStockService` to move stock inside their transactions; `StockRises`
 * tells back-in-stock requests when a part may be orderable again.
 */
@Module({
  controllers: [PartsController],
  providers: [PartsRepository, PartsService, CatalogueCache, PartStockService, StockRises],
  exports: [PartsRepository, PartStockService, CatalogueCache, StockRises],
})
export class PartsModule {}
