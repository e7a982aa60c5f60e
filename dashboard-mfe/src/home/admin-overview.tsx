import type { Order, Part } from '@phoneparts/contracts';
import { ErrorText, Loader, formatMoney } from '@phoneparts/shared-ui';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { dashboardPaths } from '../common/dashboard-paths';
import { useApiData } from '../common/use-api-data';
import { BarChart } from './bar-chart';
import { outOfStockParts, summarizeOrders } from './overview-stats';
import styles from './admin-overview.module.css';

const chartDays = 14;

/** The admin's overview of the shop, computed from GET /myOrders and GET /parts. */
export function AdminOverview() {
  const orders = useApiData<Order[]>('/myOrders');
  const parts = useApiData<Part[]>('/parts');
  const overview = useMemo(
    () => (orders.data ? summarizeOrders(orders.data, { days: chartDays, today: new Date() }) : null),
    [orders.data],
  );
  const stockOut = useMemo(() => (parts.data ? outOfStockParts(parts.data) : []), [parts.data]);

  const error = orders.error ?? parts.error;
  let body;
  if (error) body = <ErrorText>{error}</ErrorText>;
  else if (!overview || !parts.data) body = <Loader />;
  else {
    const stats = [
      { label: 'Unpaid orders', value: overview.unpaid },
      { label: 'Paid, to ship', value: overview.paid },
      { label: 'Shipped orders', value: overview.shipped },
      { label: 'Parts out of stock', value: stockOut.length },
    ];
    body = (
      <>
        <dl className={styles.stats}>
          {stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.charts}>
          <BarChart
            title={`Orders, last ${chartDays} days`}
            points={overview.days.map((d) => ({ label: d.label, value: d.orders }))}
            formatValue={String}
          />
          <BarChart
            title={`Revenue, last ${chartDays} days`}
            points={overview.days.map((d) => ({ label: d.label, value: d.revenue }))}
            formatValue={formatMoney}
          />
        </div>
        <div className={styles.stockOut}>
          <h3 className={styles.subtitle}>Out of stock</h3>
          {stockOut.length === 0 ? (
            <p className={styles.muted}>Every part can be ordered.</p>
          ) : (
            <ul className={styles.partList}>
              {stockOut.map((part) => (
                <li key={part._id}>
                  <Link to={dashboardPaths.updateProduct(part._id)}>{part.name}</Link>
                  <span className={styles.muted}>
                    {part.availableQuantity} available, minimum order {part.minQuantity}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </>
    );
  }

  return (
    <section className={styles.overview} aria-labelledby="admin-overview-title">
      <h2 id="admin-overview-title" className={styles.title}>
        Shop overview
      </h2>
      {body}
    </section>
  );
}
