import { uiMessages, type DeleteResult, type Part } from '@phoneparts/contracts';
import { Button, ConfirmDialog, PageSection, buttonClassName, useApi, type TableColumn } from '@phoneparts/shared-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { DataTable } from '../common/data-table';
import { apiPaths, dashboardPaths } from '../common/dashboard-paths';
import { toastError } from '../common/error-message';
import { ItemName } from '../common/item-name';
import { useApiData } from '../common/use-api-data';

/**
 * /dashboard/allProducts (admin, "Manage Products"). Deleting asks first and then says
 * 'Product deleted' (the spec's 'Order Cancelled' here is a copy error).
 */
export default function AllProductsPage() {
  const api = useApi();
  const parts = useApiData<Part[]>('/parts');
  const [toDelete, setToDelete] = useState<Part | null>(null);

  async function remove(part: Part) {
    setToDelete(null);
    try {
      const result = await api.delete<DeleteResult>(apiPaths.deletePart(part._id));
      if (result.deletedCount > 0) {
        toast.success(uiMessages.productDeleted);
        parts.reload();
      }
    } catch (error) {
      toastError(error);
    }
  }

  const columns: TableColumn<Part>[] = [
    { key: 'name', header: 'Name', render: (part) => <ItemName name={part.name} picture={part.picture} /> },
    { key: 'availableQuantity', header: 'Available Quantity' },
    {
      key: 'update',
      header: 'Update',
      render: (part) => (
        <Link to={dashboardPaths.updateProduct(part._id)} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          Update
        </Link>
      ),
    },
    {
      key: 'delete',
      header: 'Delete',
      render: (part) => (
        <Button type="button" variant="danger" size="sm" onClick={() => setToDelete(part)}>
          Delete
        </Button>
      ),
    },
  ];

  return (
    <PageSection
      title="Manage Products"
      actions={
        <Link to={dashboardPaths.addProducts} className={buttonClassName({ size: 'sm' })}>
          Add product
        </Link>
      }
    >
      <DataTable source={parts} columns={columns} rowKey="_id" emptyText={uiMessages.noProductsYet} />
      <ConfirmDialog
        open={toDelete !== null}
        message={uiMessages.deleteProductQuestion}
        onConfirm={() => toDelete && remove(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </PageSection>
  );
}
