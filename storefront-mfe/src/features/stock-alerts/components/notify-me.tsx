import { useState } from 'react';
import { stockAlertMessages as m } from '@phoneparts/contracts';
import { Button, ErrorText, storeErrorMessage } from '@phoneparts/shared-ui';
import {
  useGetStockAlertsQuery,
  useRequestStockAlertMutation,
  useWithdrawStockAlertMutation,
} from '../api/stock-alerts-api';
import styles from './notify-me.module.css';

/**
 * On a part that cannot be ordered (docs/product.md#16-back-in-stock): "Notify me" asks the API to mail the buyer
 * once when it is back in stock; once asked, the request can be withdrawn here. The API decides what is allowed (only
 * out of stock, once per part); its refusals are shown as they come.
 */
export function NotifyMe({ partId }: { partId: string }) {
  const { data: alerts } = useGetStockAlertsQuery();
  const [request, requesting] = useRequestStockAlertMutation();
  const [withdraw, withdrawing] = useWithdrawStockAlertMutation();
  const [said, setSaid] = useState<string | null>(null);
  const waiting = alerts?.items.find((alert) => alert.partId === partId && alert.status === 'waiting');
  const error = requesting.error ?? withdrawing.error;

  async function ask() {
    setSaid(null);
    const result = await request({ partId });
    if (!('error' in result)) setSaid(m.requested);
  }

  async function stop(id: string) {
    setSaid(null);
    const result = await withdraw(id);
    if (!('error' in result)) setSaid(m.withdrawn);
  }

  return (
    <section className={styles.notify} aria-label={m.notifyMe}>
      {waiting ? (
        <div className={styles.row}>
          <p>{m.waiting}</p>
          <Button variant="ghost" disabled={withdrawing.isLoading} onClick={() => void stop(waiting._id)}>
            {m.withdraw}
          </Button>
        </div>
      ) : (
        <Button disabled={requesting.isLoading || !alerts} onClick={() => void ask()}>
          {m.notifyMe}
        </Button>
      )}
      <p role="status" className={styles.status}>
        {said}
      </p>
      {error && <ErrorText>{storeErrorMessage(error)}</ErrorText>}
    </section>
  );
}
