import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { apiMessages, orderTitle, storefrontPages, uiMessages, type Order } from '@phoneparts/contracts';
import { ErrorText, Loader, useAuth } from '@phoneparts/shared-ui';
import { myOrdersPath, redirectDelayMs } from '../../../common/routes';
import { useDelayedNavigate } from '../../../common/use-delayed-navigate';
import { storeErrorMessage } from '@phoneparts/shared-ui';
import { useGetPaymentOrderQuery } from '../api/payment-api';
import { OrderSummary } from './order-summary';
import { OrderCharges } from '@phoneparts/shared-ui/order-charges';
import { PaidNotice } from './paid-notice';
import { PaymentPanel } from './payment-panel';
import styles from './payment-page.module.css';

/** /payment/:id — card payment of one order (docs/product.md#27-payment-page, and "Paying" in #4-states). */
export default function PaymentPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  // Always re-read: the order may have been paid or cancelled in another tab since it was cached.
  const { data: order, error, isLoading } = useGetPaymentOrderQuery(id, { skip: !id, refetchOnMountOrArgChange: true });
  const [justPaid, setJustPaid] = useState(false);
  const navigateLater = useDelayedNavigate(redirectDelayMs);

  const onPaid = (paid: Order) => {
    setJustPaid(true);
    navigateLater(myOrdersPath(paid.email));
  };

  if (isLoading) return <Loader />;
  if (!order) {
    return (
      <section className={styles.page} aria-labelledby="storefront-payment-title">
        <h1 id="storefront-payment-title" className={styles.title}>
          {storefrontPages.payment.title}
        </h1>
        <ErrorText>{error ? storeErrorMessage(error) : apiMessages.orderNotFound}</ErrorText>
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="storefront-payment-title">
      <h1 id="storefront-payment-title" className={styles.title}>
        Pay for {orderTitle(order)}
      </h1>
      <OrderSummary order={order} />
      {/* An order that charges its goods alone (a spec-form order, free shipping and no tax): the total
          above says it all, and a breakdown would only repeat it. */}
      {(order.shipping > 0 || order.tax > 0) && <OrderCharges order={order} showTotal={false} />}
      {justPaid && (
        <p className={styles.success} role="status">
          {uiMessages.paymentSucceeded}
        </p>
      )}
      {order.paid ? (
        <PaidNotice order={order} />
      ) : order.status === 'cancelled' ? (
        <ErrorText>{apiMessages.orderNotPayable}</ErrorText>
      ) : (
        <PaymentPanel order={order} email={user?.email ?? order.email} onPaid={onPaid} />
      )}
    </section>
  );
}
