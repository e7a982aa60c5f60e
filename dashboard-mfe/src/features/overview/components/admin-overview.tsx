import { ErrorText, Loader, formatMoney, storeErrorMessage } from '@phoneparts/shared-ui';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { dashboardPaths } from '../../../common/dashboard-paths';
import { useGetOverviewQuery } from '../api/get-overview';
import { BarChart } from './bar-chart';
import { FieldSpeed } from './field-speed';
import { browserTimeZone, labelDays } from './overview-stats';
import styles from './admin-overview.module.css';

const days = 14;

/** The admin's overview of the shop: one answer of SQL aggregates (GET /admin/overview). */
export function AdminOverview() {
  const { data: overview, error } = useGetOverviewQuery({ days, tz: browserTimeZone() });
  const points = useMemo(() => (overview ? labelDays(overview.days) : []), [overview]);

  let body;
  if (error) body = <ErrorText>{storeErrorMessage(error)}</ErrorText>;
  else if (!overview) body = <Loader />;
  else {
    const stockOut = overview.outOfStock.parts;
    const stats = [
      { label: 'Unpaid orders', value: overview.ordersByStatus.placed },
      { label: 'Paid, to ship', value: overview.ordersByStatus.paid },
      { label: 'Shipped orders', value: overview.ordersByStatus.shipped },
      { label: 'Parts out of stock', value: overview.outOfStock.total },
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
            title={`Orders, last ${days} days`}
            points={points.map((d) => ({ label: d.label, value: d.orders }))}
            formatValue={String}
          />
          <BarChart
            title={`Revenue, last ${days} days`}
            points={points.map((d) => ({ label: d.label, value: d.revenue }))}
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
          {overview.outOfStock.total > stockOut.length && (
            <p className={styles.muted}>
              {overview.outOfStock.total - stockOut.length} more in{' '}
              <Link to={dashboardPaths.allProducts}>Manage Products</Link>
            </p>
          )}
        </div>
        <FieldSpeed />
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
