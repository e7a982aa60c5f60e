import {
  webVitalNames,
  webVitalRating,
  webVitalThresholds,
  type WebVitalFigure,
  type WebVitalName,
} from '@phoneparts/contracts';
import { ErrorText, Loader, storeErrorMessage } from '@phoneparts/shared-ui';
import { useGetWebVitalsQuery } from '../api/get-web-vitals';
import styles from './field-speed.module.css';

const ratingLabels = { good: 'good', 'needs-improvement': 'needs improvement', poor: 'poor' } as const;
const ratingClasses = { good: styles.good, 'needs-improvement': styles.needsImprovement, poor: styles.poor };

/** LCP in seconds, INP in milliseconds, CLS unitless: as web.dev writes the thresholds. */
function formatValue(name: WebVitalName, value: number): string {
  if (name === 'LCP') return `${(value / 1000).toFixed(1)} s`;
  if (name === 'INP') return `${Math.round(value)} ms`;
  return value.toFixed(2);
}

const thresholdsText = webVitalNames
  .map((name) => {
    const { good, poor } = webVitalThresholds[name];
    return `${name} good up to ${formatValue(name, good)}, poor above ${formatValue(name, poor)}`;
  })
  .join('; ');

function FigureCell({ name, figure }: { name: WebVitalName; figure: WebVitalFigure }) {
  if (figure.p75 === null) return <td className={styles.muted}>no data</td>;
  const rating = webVitalRating(name, figure.p75);
  return (
    <td>
      <span className={ratingClasses[rating]}>{formatValue(name, figure.p75)}</span>{' '}
      <span className={styles.muted}>
        {ratingLabels[rating]}, {figure.samples} {figure.samples === 1 ? 'visit' : 'visits'}
      </span>
    </td>
  );
}

/**
 * Speed as real visitors saw it: the 75th percentile per page of the sampled visits' Core Web Vitals
 * over the last 7 days (GET /admin/web-vitals), rated by web.dev's thresholds as field data is judged.
 */
export function FieldSpeed() {
  const { data, error } = useGetWebVitalsQuery();
  let body;
  if (error) body = <ErrorText>{storeErrorMessage(error)}</ErrorText>;
  else if (!data) body = <Loader />;
  else if (data.pages.length === 0)
    body = <p className={styles.muted}>No visit has reported its speed in the last {data.days} days.</p>;
  else
    body = (
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            75th percentile per page over the last {data.days} days ({thresholdsText})
          </caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              {webVitalNames.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.pages.map((row) => (
              <tr key={row.page}>
                <th scope="row">
                  <code>{row.page}</code>
                </th>
                {webVitalNames.map((name) => (
                  <FigureCell key={name} name={name} figure={row[name]} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <section className={styles.fieldSpeed} aria-labelledby="field-speed-title">
      <h3 id="field-speed-title" className={styles.title}>
        Speed for real visitors
      </h3>
      {body}
    </section>
  );
}
