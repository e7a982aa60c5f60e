import { apiMessages, uiMessages, type DeleteResult, type Order } from '@phoneparts/contracts';
import { Button, ConfirmDialog, PageSection, useApi, type TableColumn } from '@phoneparts/shared-ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { DataTable } from '../common/data-table';
import { apiPaths } from '../common/dashboard-paths';
import { toastError } from '../common/error-message';
import { ItemName } from '../common/item-name';
import { isCancellable } from '../common/order-status';
import { useApiData } from '../common/use-api-data';
import { OrderPayment } from './order-payment';

/**
 * /dashboard/myOrders/:email (spec §2, §4 Cancelling). The API restores the stock when it deletes
 * the order, and refuses a paid one, so a paid order's Cancel button is really disabled here.
 */
export default function MyOrdersPage() {
  const { email = '' } = useParams();
  const api = useApi();
  const orders = useApiData<Order[]>(apiPaths.ordersOf(email));
  const [toCancel, setToCancel] = useState<Order | null>(null);

  async function cancel(order: Order) {
    setToCancel(null);
    try {
      const result = await api.delete<DeleteResult>(apiPaths.order(order._id));
      if (result.deletedCount > 0) {
        toast.success(uiMessages.orderCancelled);
        orders.setData((list) => list?.filter((o) => o._id !== order._id));
      }
    } catch (error) {
      toastError(error);
    }
  }

  const columns: TableColumn<Order>[] = [
    { key: 'name', header: 'Name', render: (order) => <ItemName name={order.name} picture={order.picture} /> },
    { key: 'quantity', header: 'Quantity' },
    { key: 'payment', header: 'Payment', render: (order) => <OrderPayment order={order} /> },
    {
      key: 'cancel',
      header: 'Cancel',
      render: (order) => (
        <Button
          type="button"
          variant="danger"
          size="sm"
          disabled={!isCancellable(order)}
          title={isCancellable(order) ? undefined : apiMessages.orderPaidCannotCancel}
          onClick={() => setToCancel(order)}
        >
          Cancel
        </Button>
      ),
    },
  ];

  return (
    <PageSection title="My Orders">
      <DataTable
        source={orders}
        // A cancelled order is gone for its customer (spec §4: the row is removed).
        rows={orders.data?.filter((order) => order.status !== 'cancelled')}
        columns={columns}
        rowKey="_id"
        emptyText={uiMessages.noOrdersYet}
      />
      <ConfirmDialog
        open={toCancel !== null}
        message={uiMessages.cancelOrderQuestion}
        onConfirm={() => toCancel && cancel(toCancel)}
        onCancel={() => setToCancel(null)}
      />
    </PageSection>
  );
}
