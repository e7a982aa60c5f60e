import { Module } from '@nestjs/common';
import { CatalogueCache } from './catalogue-cache';
import { PartStockService } from './part-stock.service';
import { PartsController } from './parts.controller';
import { PartsRepository } from './parts.repository';
import { PartsService } from './parts.service';

/** The catalogue. Orders use `PartStockService` to move stock inside their transactions. */
@Module({
  controllers: [PartsController],
  providers: [PartsRepository, PartsService, CatalogueCache, PartStockService],
  exports: [PartsRepository, PartStockService, CatalogueCache],
})
export class PartsModule {}
