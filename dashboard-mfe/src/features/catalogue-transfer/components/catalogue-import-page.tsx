import { catalogueColumns } from '@phoneparts/contracts';
import { PageSection } from '@phoneparts/shared-ui/data-views';
import { CatalogueExport, OrdersExport } from './export-downloads';
import { ImportForm } from './import-form';
import styles from './catalogue-transfer.module.css';

/**
 * /dashboard/import (admin): many parts in from a CSV file, previewed before anything is written, and
 * the catalogue and the orders out as CSV (docs/product.md#22-import-and-export).
 */
export default function CatalogueImportPage() {
  return (
    <PageSection level={1} title="Import and export">
      <div className={styles.page}>
        <PageSection title="Import parts from a CSV file">
          <p className={styles.note}>
            One row per part, named by its SKU: a new SKU adds a part, a known one updates it. The columns, by name in
            any order: {catalogueColumns.join(', ')}. Only sku is required; a column left out keeps each part&apos;s
            value. Models and price bands are separated by |, e.g. 10:119.00|50:112.00. The catalogue download below is
            such a file.
          </p>
          <ImportForm />
        </PageSection>
        <PageSection title="Download the catalogue">
          <p className={styles.note}>Every part in the import&apos;s columns, by SKU.</p>
          <CatalogueExport />
        </PageSection>
        <PageSection title="Download the orders">
          <p className={styles.note}>
            One row per order line: date, order, status, buyer, SKU, quantity, unit price, line total and the
            order&apos;s total.
          </p>
          <OrdersExport />
        </PageSection>
      </div>
    </PageSection>
  );
}
