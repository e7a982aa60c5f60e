import {
  isShippable,
  orderNumber,
  orderTitle,
  orderUnits,
  uiMessages,
  type Order,
  type ShipOrderBody,
} from '@phoneparts/contracts';
import { Button, formatMoney, useListSearch } from '@phoneparts/shared-ui';
import { PageSection, type TableColumn } from '@phoneparts/shared-ui/data-views';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { dashboardPaths } from '../../../common/dashboard-paths';
import { documentPaths, PdfLink } from '../../../common/pdf-link';
import { toastError } from '../../../common/error-message';
import { ItemName } from '../../../common/item-name';
import { shippedLabel } from '../../../common/order-status';
import { PagedTable } from '../../../common/paged-table';
import { PaymentBadge } from '../../../common/payment-badge';
import { StatusBadge } from '../../../common/status-badge';
import { readByRouteLoader } from '../../../store/dashboard-api';
import { allOrdersFilterKeys, allOrdersQuery, useGetAllOrdersQuery } from '../api/get-all-orders';
import { useShipOrderMutation } from '../api/ship-order';
import { OrdersFilters } from './orders-filters';
import { ShipOrderDialog } from './ship-order-dialog';
import styles from './all-orders-page.module.css';

/**
 * /dashboard/allOrders (admin). Payment shows the order's real state, and 'Ship now' asks for the carrier and
 * tracking number, then moves a paid order to shipped (POST /myOrders/:id/ship; the customer is mailed both).
 * The server pages, filters (status, customer email) and sorts; the choices live in the URL.
 */
export default function AllOrdersPage() {
  const search = useListSearch(allOrdersFilterKeys);
  const { values, update } = search;
  const orders = useGetAllOrdersQuery(allOrdersQuery(search), readByRouteLoader);
  const [shipOrder] = useShipOrderMutation();
  /** The order whose ship dialog is open. */
  const [toShip, setToShip] = useState<Order | null>(null);

  async function ship(order: Order, body: ShipOrderBody) {
    try {
      await shipOrder({ id: order._id, body }).unwrap();
    } catch (error) {
      // The dialog stays open with what was typed, so a refused value can be corrected.
      toastError(error);
      throw error;
    }
    setToShip(null);
    toast.success(uiMessages.orderShipped);
  }

  const columns: TableColumn<Order>[] = [
    {
      key: 'name',
      header: 'Name',
      // One row per order: a cart's order reads "<first part> + N more", with the units of all its lines.
      render: (order) => (
        <ItemName
          name={orderTitle(order)}
          picture={order.picture}
          detail={
            <>
              {order.email} · <Link to={dashboardPaths.order(order._id)}>Order {orderNumber(order._id)}</Link>
            </>
          }
        />
      ),
    },
    { key: 'quantity', header: 'Quantity', render: orderUnits },
    // Goods, shipping and tax together; the order's page breaks it down with the address and PO number.
    { key: 'total', header: 'Total', render: (order) => formatMoney(order.total) },
    {
      key: 'payment',
      header: 'Payment',
      render: (order) => (
        <>
          <PaymentBadge status={order.status} />
          {/* Money that arrived after the order was cancelled or expired went back automatically. */}
          {order.refundedAt && <StatusBadge tone="info">{uiMessages.paymentRefunded}</StatusBadge>}
          {order.invoiceNumber && (
            <>
              <br />
              <PdfLink path={documentPaths.invoice(order._id)} number={order.invoiceNumber} label="Invoice" />
            </>
          )}
        </>
      ),
    },
    {
      key: 'shipping',
      header: 'Shipping',
      render: (order) => {
        if (isShippable(order)) {
          return (
            <Button type="button" size="sm" onClick={() => setToShip(order)}>
              Ship now
            </Button>
          );
        }
        if (order.status === 'shipped')
          return (
            <>
              <StatusBadge tone="info">{shippedLabel}</StatusBadge>
              {order.trackingNumber && (
                <span className={styles.muted}>
                  {' '}
                  {order.carrier} {order.trackingNumber}
                </span>
              )}
            </>
          );
        return <span className={styles.muted}>{order.status === 'placed' ? 'Awaiting payment' : '—'}</span>;
      },
    },
  ];

  return (
    <PageSection level={1} title="All Orders">
      <OrdersFilters values={values} onChange={update} />
      <PagedTable result={orders} search={search} noun="orders" columns={columns} emptyText={uiMessages.noOrdersYet} />
      {toShip && (
        <ShipOrderDialog order={toShip} onShip={(body) => ship(toShip, body)} onCancel={() => setToShip(null)} />
      )}
    </PageSection>
  );
}
