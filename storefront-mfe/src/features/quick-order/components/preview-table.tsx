import type { QuickOrderLine, QuickOrderPreview } from '@phoneparts/contracts';
import { formatMoney } from '@phoneparts/shared-ui';
import { quickOrderCopy } from './quick-order-copy';
import styles from './quick-order-page.module.css';

/** One row per line read, in the order given: what was read, the part, its price and the verdict. */
export function PreviewTable({ preview }: { preview: QuickOrderPreview }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label="Quick order preview">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">SKU</th>
            <th scope="col">Part</th>
            <th scope="col">Quantity</th>
            <th scope="col">Unit price</th>
            <th scope="col">Line total</th>
            <th scope="col">Verdict</th>
          </tr>
        </thead>
        <tbody>
          {preview.lines.map((line) => (
            <PreviewRow key={line.lineNumber} line={line} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PreviewRow({ line }: { line: QuickOrderLine }) {
  const fine = line.verdict === 'fine';
  return (
    <tr className={fine ? styles.fine : styles.refused} data-testid="quick-order-line" data-verdict={line.verdict}>
      <td>{line.lineNumber}</td>
      <td className={styles.sku}>{line.sku ?? line.text}</td>
      <td>
        {line.part?.name ?? '—'}
        {line.part?.grade ? <span className={styles.muted}> · {line.part.grade}</span> : null}
        {line.inCart ? <span className={styles.muted}> ({quickOrderCopy.inCart(line.inCart)})</span> : null}
      </td>
      <td>{line.quantity ?? '—'}</td>
      <td>
        {line.unitPrice === undefined ? '—' : formatMoney(line.unitPrice)}
        {line.basePrice !== undefined && (
          <span className={styles.muted}>
            {' '}
            {quickOrderCopy.was} <s>{formatMoney(line.basePrice)}</s>
          </span>
        )}
      </td>
      <td>{line.lineTotal === undefined ? '—' : formatMoney(line.lineTotal)}</td>
      <td className={styles.verdict}>{line.message}</td>
    </tr>
  );
}
