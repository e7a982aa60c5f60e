import { returnPageMessages as t, type OrderDetail, type OrderReturn } from '@phoneparts/contracts';
import { ErrorText, Loader, storeErrorMessage } from '@phoneparts/shared-ui';
import { useMemo } from 'react';
import { documentPaths } from '../../../common/pdf-link';
import { useGetOrderReturnsQuery } from '../api/get-order-returns';
import { OrderReturnsList } from './order-returns-list';
import { ReturnRequestForm } from './return-request-form';
import { returnableLines } from './return-form-input';

/**
 * The returns part of a shipped order's page: the buyer's "Return parts" form while units are left to
 * return, and the order's returns below it. An admin reading someone else's order sees the returns only
 * (they are worked on the Returns page).
 */
export function OrderReturns({ order, owner }: { order: OrderDetail; owner: boolean }) {
  const returns = useGetOrderReturnsQuery(order._id);
  const lines = useMemo(
    () => returnableLines(order, returns.data ?? []).filter((line) => line.left > 0),
    [order, returns.data],
  );
  if (returns.error) return <ErrorText>{storeErrorMessage(returns.error)}</ErrorText>;
  if (!returns.data) return <Loader />;
  const creditNotePath = (request: OrderReturn) =>
    owner ? documentPaths.buyerCreditNote(order._id, request._id) : documentPaths.adminCreditNote(request._id);
  return (
    <>
      {/* A line whose units are all in returns leaves the form: the form starts again for the lines left. */}
      {owner &&
        (lines.length > 0 ? (
          <ReturnRequestForm key={lines.map((line) => line.lineId).join()} orderId={order._id} lines={lines} />
        ) : (
          <p>{t.nothingLeftToReturn}</p>
        ))}
      {returns.data.length > 0 && (
        <section aria-labelledby="order-returns-title">
          <h2 id="order-returns-title">{t.returnsTitle}</h2>
          <OrderReturnsList returns={returns.data} creditNotePath={creditNotePath} />
        </section>
      )}
    </>
  );
}
