import {
  apiMessages,
  isCancellable,
  orderNumber,
  orderTitle,
  orderUnits,
  uiMessages,
  type Order,
} from '@phoneparts/contracts';
import { Button, formatMoney, useListSearch } from '@phoneparts/shared-ui';
import { PageSection, type TableColumn } from '@phoneparts/shared-ui/data-views';
import { Link, useParams } from 'react-router-dom';
import { dashboardPaths } from '../../../common/dashboard-paths';
import { ItemName } from '../../../common/item-name';
import { PagedTable } from '../../../common/paged-table';
import { useGetCustomerOrdersQuery } from '../api/get-customer-orders';
import { tablePageSize } from '../../../common/page-size';
import { OrderAgainButton } from './order-again-button';
import { OrderPayment } from './order-payment';
import { TrackingNumber } from './tracking-number';
import { useOrderCancellation } from './use-order-cancellation';

const noFilters = [] as const;

/**
 * /dashboard/myOrders/:email (docs/product.md#28-dashboard; "Cancelling" in #4-states). The API restores the stock
 * when it cancels the order, and refuses a paid one, so a paid order's Cancel button is really disabled here.
 */
export default function MyOrdersPage() {
  const { email = '' } = useParams();
  const search = useListSearch(noFilters);
  const { page } = search;
  const orders = useGetCustomerOrdersQuery({ email, page, limit: tablePageSize });
  const cancellation = useOrderCancellation();

  const columns: TableColumn<Order>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (order) => (
        <ItemName
          // One row per order: a cart's order reads "<first part> + N more" (its page lists every line).
          name={orderTitle(order)}
          picture={order.picture}
          // Each order's own page: status, history, tracking.
          detail={<Link to={dashboardPaths.order(order._id)}>Order {orderNumber(order._id)}</Link>}
        />
      ),
    },
    {
      key: 'date',
      header: 'Date',
      render: (order) => new Date(order.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' }),
    },
    { key: 'quantity', header: 'Quantity', render: orderUnits },
    // What the order costs with its shipping and tax, as the API recorded it.
    { key: 'total', header: 'Total', render: (order) => formatMoney(order.total) },
    // Once shipped: the carrier, and its tracking page where we know it (Payment says the status).
    {
      key: 'shipment',
      header: 'Shipping',
      render: (order) =>
        order.status === 'shipped' && order.carrier ? (
          <span>
            {order.carrier}
            {order.trackingNumber && (
              <>
                {' '}
                <TrackingNumber carrier={order.carrier} trackingNumber={order.trackingNumber} />
              </>
            )}
          </span>
        ) : (
          '—'
        ),
    },
    { key: 'payment', header: 'Payment', render: (order) => <OrderPayment order={order} /> },
    // Order again (docs/product.md#14-order-again): the same parts again, into the cart at today's prices and stock.
    { key: 'again', header: 'Order again', render: (order) => <OrderAgainButton order={order} size="sm" /> },
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
          onClick={() => cancellation.ask(order)}
        >
          Cancel
        </Button>
      ),
    },
  ];

  return (
    <PageSection level={1} title="My Orders">
      <PagedTable
        result={orders}
        // A cancelled order is gone for its customer (docs/product.md#4-states: the row is removed).
        rows={orders.data?.items.filter((order) => order.status !== 'cancelled')}
        search={search}
        noun="orders"
        columns={columns}
        emptyText={uiMessages.noOrdersYet}
      />
      {cancellation.dialog}
    </PageSection>
  );
}
