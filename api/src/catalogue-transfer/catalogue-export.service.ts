import { Injectable } from '@nestjs/common';
import { catalogueColumns } from '@phoneparts/contracts';
import { csvLines } from '../common/csv/formula-guard';
import { CatalogueTransferRepository } from './catalogue-transfer.repository';
import { partCells } from './part-cells';

/** Parts read per page: the export holds one page at a time, whatever the catalogue's size. */
const pageSize = 1000;

/** The whole catalogue as CSV in the import's columns, by SKU, written page by page as it is read. */
@Injectable()
export class CatalogueExportService {
  constructor(private readonly repository: CatalogueTransferRepository) {}

  async *csv(): AsyncGenerator<string> {
    yield csvLines([[...catalogueColumns]]);
    let after: string | null = null;
    for (;;) {
      const page = await this.repository.exportPage(after, pageSize);
      if (page.length === 0) return;
      yield csvLines(page.map((part) => catalogueColumns.map((column) => partCells[column](part))));
      if (page.length < pageSize) return;
      after = page[page.length - 1].sku;
    }
  }
}
