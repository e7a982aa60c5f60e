import { Module } from '@nestjs/common';
import { CatalogueCache } from './catalogue-cache';
import { CatalogueInvalidation } from './catalogue-invalidation';
import { PartStockService } from './part-stock.service';
import { PartsController } from './parts.controller';
import { PartsRepository } from './parts.repository';
import { PartsService } from './parts.service';

/**
 * The catalogue. Orders use `PartStockService` to move stock inside their transactions;
 * `CatalogueInvalidation` drops the cached answers after any committed change to parts or stock.
 */
@Module({
  controllers: [PartsController],
  providers: [PartsRepository, PartsService, CatalogueCache, CatalogueInvalidation, PartStockService],
  exports: [PartsRepository, PartStockService, CatalogueCache],
})
export class PartsModule {}
