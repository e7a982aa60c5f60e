import { lowStockSortOptions, type LowStockPart } from '@phoneparts/contracts';
import { buttonClassName, SelectField, useListSearch } from '@phoneparts/shared-ui';
import { PageSection, type TableColumn } from '@phoneparts/shared-ui/data-views';
import { Link } from 'react-router-dom';
import { dashboardPaths } from '../../../common/dashboard-paths';
import { PagedTable } from '../../../common/paged-table';
import { readByRouteLoader } from '../../../store/dashboard-api';
import { lowStockFilterKeys, lowStockQuery, useGetLowStockQuery } from '../api/get-low-stock';

export const noLowStock = 'No part is running low.';

const columns: TableColumn<LowStockPart>[] = [
  { key: 'name', header: 'Name' },
  { key: 'sku', header: 'SKU' },
  { key: 'availableQuantity', header: 'Available Quantity' },
  { key: 'threshold', header: 'Threshold' },
  {
    key: 'update',
    header: 'Restock',
    render: (part) => (
      <Link
        to={dashboardPaths.updateProduct(part._id)}
        className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        aria-label={`Update ${part.name}`}
      >
        Update
      </Link>
    ),
  },
];

/**
 * /dashboard/lowStock (admin): the parts with fewer units than their threshold — their own, or the
 * shop's default (docs/product.md#21-quality-grades-warranty-and-low-stock) — sorted by the server,
 * each with a link to its edit form.
 */
export default function LowStockPage() {
  const search = useListSearch(lowStockFilterKeys);
  const parts = useGetLowStockQuery(lowStockQuery(search), readByRouteLoader);
  return (
    <PageSection level={1} title="Low stock">
      <SelectField
        label="Sort parts"
        options={lowStockSortOptions}
        value={search.values.sort || lowStockSortOptions[0].value}
        onChange={(event) => {
          const sort = event.currentTarget.value;
          search.update({ sort: sort === lowStockSortOptions[0].value ? null : sort });
        }}
      />
      <PagedTable result={parts} search={search} noun="parts" columns={columns} emptyText={noLowStock} />
    </PageSection>
  );
}
