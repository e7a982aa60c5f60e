import { Module } from '@nestjs/common';
import { PartsModule } from '../parts/parts.module';
import { CatalogueExportService } from './catalogue-export.service';
import { CatalogueImportService } from './catalogue-import.service';
import { CatalogueTransferController } from './catalogue-transfer.controller';
import { CatalogueTransferRepository } from './catalogue-transfer.repository';

/** The catalogue's CSV import and export; the parts module's cache and stock hints hear about its writes. */
@Module({
  imports: [PartsModule],
  controllers: [CatalogueTransferController],
  providers: [CatalogueTransferRepository, CatalogueImportService, CatalogueExportService],
})
export class CatalogueTransferModule {}
