import { uiMessages, type Part } from '@phoneparts/contracts';
import { Button, buttonClassName, useListSearch } from '@phoneparts/shared-ui';
import { PageSection, type TableColumn } from '@phoneparts/shared-ui/data-views';
import { Link } from 'react-router-dom';
import { dashboardPaths } from '../../../common/dashboard-paths';
import { ItemName } from '../../../common/item-name';
import { PagedTable } from '../../../common/paged-table';
import { useConfirmedDelete } from '../../../common/use-confirmed-delete';
import { useDeleteProductMutation } from '../api/delete-product';
import { readByRouteLoader } from '../../../lib/dashboard-api';
import { productsFilterKeys, productsQuery, useGetProductsQuery } from '../api/get-products';
import { useGetWaitingCountsQuery } from '../../stock-alerts/api/stock-alerts';
import { ProductsFilters } from './products-filters';

/**
 * /dashboard/allProducts (admin, "Manage Products"). The server searches, filters (category, out of
 * stock) and sorts; the choices live in the URL. Deleting asks first and then says 'Product deleted'
 * (docs/product.md#28-dashboard).
 */
export default function AllProductsPage() {
  const search = useListSearch(productsFilterKeys);
  const { values, update } = search;
  const parts = useGetProductsQuery(productsQuery(search), readByRouteLoader);
  // Buyers waiting for each part of this page (docs/product.md#16-back-in-stock): one read per page, after the page.
  const pageIds = parts.data?.items.map((part) => part._id) ?? [];
  const waiting = useGetWaitingCountsQuery(pageIds, { skip: pageIds.length === 0 }).data;
  const [deleteProduct] = useDeleteProductMutation();
  const deletion = useConfirmedDelete<Part>({
    question: uiMessages.deleteProductQuestion,
    done: uiMessages.productDeleted,
    remove: (part) => deleteProduct(part._id).unwrap(),
  });

  const columns: TableColumn<Part>[] = [
    { key: 'name', header: 'Name', render: (part) => <ItemName name={part.name} picture={part.picture} /> },
    { key: 'sku', header: 'SKU' },
    { key: 'availableQuantity', header: 'Available Quantity' },
    { key: 'waiting', header: 'Buyers waiting', render: (part) => (waiting ? (waiting[part._id] ?? 0) : '…') },
    {
      key: 'update',
      header: 'Update',
      render: (part) => (
        <Link
          to={dashboardPaths.updateProduct(part._id)}
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        >
          Update
        </Link>
      ),
    },
    {
      key: 'delete',
      header: 'Delete',
      render: (part) => (
        <Button type="button" variant="danger" size="sm" onClick={() => deletion.ask(part)}>
          Delete
        </Button>
      ),
    },
  ];

  return (
    <PageSection
      level={1}
      title="Manage Products"
      actions={
        <Link to={dashboardPaths.addProducts} className={buttonClassName({ size: 'sm' })}>
          Add product
        </Link>
      }
    >
      <ProductsFilters values={values} onChange={update} />
      <PagedTable result={parts} search={search} noun="parts" columns={columns} emptyText={uiMessages.noProductsYet} />
      {deletion.dialog}
    </PageSection>
  );
}
