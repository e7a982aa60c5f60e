import { isCancellable, linesOf, orderAmount, orderNumber, orderUnits, type OrderDetail } from '@phoneparts/contracts';
import { Button, ErrorText, formatMoney, Loader, storeErrorMessage, useAuth } from '@phoneparts/shared-ui';
import { PageSection } from '@phoneparts/shared-ui/data-views';
import { OrderCharges } from '@phoneparts/shared-ui/order-charges';
import { useParams } from 'react-router-dom';
import { orderPageBadges, orderPageStatus } from '../../../common/order-status';
import { documentPaths, PdfLink } from '../../../common/pdf-link';
import { StatusBadge } from '../../../common/status-badge';
import { readByRouteLoader } from '../../../store/dashboard-api';
import { OrderReturns } from '../../returns/components/order-returns';
import { useGetOrderQuery } from '../api/get-order';
import { OrderAgainButton } from './order-again-button';
import { OrderPayment } from './order-payment';
import { useOrderCancellation } from './use-order-cancellation';
import { OrderLinesList } from './order-lines-list';
import { OrderTimeline } from './order-timeline';
import { TrackingNumber } from './tracking-number';
import styles from './order-page.module.css';

/**
 * /dashboard/orders/:id — one order for its customer (or an admin), where the order mails link: its
 * status (placed, paid, shipped, cancelled, expired), how it travels, its invoice once paid, its history,
 * Pay / Cancel while it is unpaid (the same payment page and cancel flow as My Orders), and once shipped
 * its returns with the buyer's "Return parts" form.
 */
export default function OrderPage() {
  const { id = '' } = useParams();
  const order = useGetOrderQuery(id, readByRouteLoader);
  let body;
  if (order.error) body = <ErrorText>{storeErrorMessage(order.error)}</ErrorText>;
  else if (!order.data) body = <Loader />;
  else body = <OrderDetails order={order.data} />;
  return (
    <PageSection level={1} title={`Order ${orderNumber(id)}`}>
      {body}
    </PageSection>
  );
}

function OrderDetails({ order }: { order: OrderDetail }) {
  const cancellation = useOrderCancellation();
  const { user } = useAuth();
  const { label, tone } = orderPageBadges[orderPageStatus(order)];
  const owner = !user?.admin || order.email === user.email;
  return (
    <div className={styles.page}>
      <p className={styles.status}>
        Status: <StatusBadge tone={tone}>{label}</StatusBadge>
      </p>
      <dl className={styles.facts}>
        <dt>{linesOf(order).length > 1 ? 'Parts' : 'Part'}</dt>
        <dd>
          <OrderLinesList order={order} />
        </dd>
        <dt>Quantity</dt>
        <dd>{orderUnits(order)}</dd>
        <dt>Total</dt>
        <dd>{formatMoney(orderAmount(order))}</dd>
        <dt>Ordered</dt>
        <dd>{new Date(order.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        {order.status !== 'cancelled' && (
          <>
            <dt>Payment</dt>
            <dd>
              <OrderPayment order={order} />
            </dd>
          </>
        )}
        {order.invoiceNumber && (
          <>
            <dt>Invoice</dt>
            <dd>
              <PdfLink path={documentPaths.invoice(order._id)} number={order.invoiceNumber} label="Invoice" />
            </dd>
          </>
        )}
        {order.carrier && (
          <>
            <dt>Carrier</dt>
            <dd>{order.carrier}</dd>
          </>
        )}
        {order.trackingNumber && (
          <>
            <dt>Tracking number</dt>
            <dd>
              <TrackingNumber carrier={order.carrier} trackingNumber={order.trackingNumber} />
            </dd>
          </>
        )}
      </dl>
      <h2 className={styles.heading}>Charges and delivery</h2>
      <OrderCharges order={order} showTotal={false} />
      <p className={styles.actions}>
        {/* Only the owner may order it again: an admin reading someone else's order gets no button. */}
        {owner && <OrderAgainButton order={order} />}
        {isCancellable(order) && (
          <Button type="button" variant="danger" onClick={() => cancellation.ask(order)}>
            Cancel order
          </Button>
        )}
      </p>
      {/* Only a shipped order can have returns (docs/returns.md). */}
      {order.status === 'shipped' && <OrderReturns order={order} owner={owner} />}
      <h2 className={styles.heading}>History</h2>
      <OrderTimeline order={order} />
      {cancellation.dialog}
    </div>
  );
}
