import { stockAlertMessages as m } from '@phoneparts/contracts';
import { Button, ErrorText, Loader, storeErrorMessage } from '@phoneparts/shared-ui';
import { Link } from 'react-router-dom';
import { dashboardPaths } from '../../../common/dashboard-paths';
import { useGetMyStockAlertsQuery, useWithdrawStockAlertMutation } from '../api/stock-alerts';
import styles from './my-stock-alerts.module.css';

const when = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/**
 * The account page's list of back-in-stock requests (docs/product.md#16-back-in-stock), newest first: waiting ones
 * can be withdrawn; mailed ones stay listed with the day their mail went out.
 */
export function MyStockAlerts() {
  const alerts = useGetMyStockAlertsQuery();
  const [withdraw, withdrawing] = useWithdrawStockAlertMutation();

  if (alerts.error) return <ErrorText>{storeErrorMessage(alerts.error)}</ErrorText>;
  if (!alerts.data) return <Loader />;
  if (alerts.data.items.length === 0) return <p className={styles.note}>{m.noRequests}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={m.listTitle}>
        {alerts.data.items.map((alert) => (
          <li key={alert._id} className={styles.item}>
            <Link to={dashboardPaths.part(alert.partId)}>{alert.partName}</Link>
            <span className={styles.sku}>{alert.sku}</span>
            <span>{alert.notifiedAt ? m.statusMailed(when(alert.notifiedAt)) : m.statusWaiting}</span>
            {alert.status === 'waiting' && (
              <Button
                type="button"
                size="sm"
                variant="secondary"
                disabled={withdrawing.isLoading}
                aria-label={`${m.withdraw}: ${alert.partName}`}
                onClick={() => void withdraw(alert._id)}
              >
                {m.withdraw}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {withdrawing.error && <ErrorText>{storeErrorMessage(withdrawing.error)}</ErrorText>}
    </>
  );
}
