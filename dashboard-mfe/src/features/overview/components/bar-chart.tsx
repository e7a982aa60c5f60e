import { useId } from 'react';
import styles from './bar-chart.module.css';

interface BarPoint {
  label: string;
  value: number;
}

interface BarChartProps {
  title: string;
  points: BarPoint[];
  formatValue(value: number): string;
}

const width = 320;
const height = 150;
const top = 14;
const bottom = 22;
const side = 4;
/** How many axis labels fit under the bars without overlapping. */
const maxAxisLabels = 4;

/**
 * A small hand-written SVG bar chart (no chart library: a few rectangles do the job and keep the
 * remote light). Screen readers get the title and every value through <desc>.
 */
export function BarChart({ title, points, formatValue }: BarChartProps) {
  const titleId = useId();
  const descId = useId();
  const max = Math.max(0, ...points.map((p) => p.value));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const slot = (width - 2 * side) / Math.max(points.length, 1);
  const scale = max > 0 ? (height - top - bottom) / max : 0;
  // Label every n-th day counted back from the last, so today always has its label.
  const every = Math.max(1, Math.ceil(points.length / maxAxisLabels));

  return (
    <figure className={styles.figure}>
      <figcaption id={titleId} className={styles.caption}>
        <span>{title}</span>
        <strong className={styles.total}>{formatValue(total)}</strong>
      </figcaption>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        <desc id={descId}>{points.map((p) => `${p.label}: ${formatValue(p.value)}`).join(', ')}</desc>
        <line className={styles.axis} x1={side} x2={width - side} y1={height - bottom} y2={height - bottom} />
        {max > 0 && (
          <text className={styles.max} x={side} y={top - 4}>
            {formatValue(max)}
          </text>
        )}
        {points.map((point, i) => {
          const barHeight = point.value * scale;
          const x = side + i * slot + slot * 0.15;
          return (
            <g key={point.label}>
              <rect
                className={styles.bar}
                x={x}
                y={height - bottom - barHeight}
                width={slot * 0.7}
                height={barHeight}
                rx={2}
              >
                <title>{`${point.label}: ${formatValue(point.value)}`}</title>
              </rect>
              {(points.length - 1 - i) % every === 0 && (
                <text className={styles.label} {...axisLabelPosition(i, points.length, x, slot)} y={height - 6}>
                  {point.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

/** Centred under its bar, except at the ends, where a centred label would be cut off by the edge. */
function axisLabelPosition(index: number, count: number, barX: number, slot: number) {
  if (index === count - 1) return { x: barX + slot * 0.7, textAnchor: 'end' } as const;
  if (index === 0) return { x: barX, textAnchor: 'start' } as const;
  return { x: barX + slot * 0.35, textAnchor: 'middle' } as const;
}
