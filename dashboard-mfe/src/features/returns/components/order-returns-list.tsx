import { returnNumber, returnPageMessages as t, returnReasonLabels, type OrderReturn } from '@phoneparts/contracts';
import { formatMoney } from '@phoneparts/shared-ui';
import { PdfLink } from '../../../common/pdf-link';
import { StatusBadge } from '../../../common/status-badge';
import { returnStatusBadges } from './return-status';
import styles from './returns.module.css';

/**
 * An order's returns as its buyer follows them: state, units per part, reason, the shop's reason for a
 * refusal, and once refunded the amount and the credit note (`creditNotePath` says from where).
 */
export function OrderReturnsList({
  returns,
  creditNotePath,
}: {
  returns: OrderReturn[];
  creditNotePath(request: OrderReturn): string;
}) {
  return (
    <ul className={styles.returns} aria-label={t.returnsTitle}>
      {returns.map((request) => {
        const badge = returnStatusBadges[request.status];
        return (
          <li key={request._id} className={styles.return}>
            <p className={styles.returnHead}>
              <strong>Return {returnNumber(request._id)}</strong>
              <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>{' '}
              <span>{returnReasonLabels[request.reason]}</span>{' '}
              <span className={styles.muted}>
                {new Date(request.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
              </span>
            </p>
            <ReturnLines request={request} />
            {request.comment && <p className={styles.muted}>“{request.comment}”</p>}
            {request.refusalReason && <p>Refused: {request.refusalReason}</p>}
            {request.refund ? (
              <p>
                Refunded {formatMoney(request.refund.amount)} ·{' '}
                <PdfLink path={creditNotePath(request)} number={request.refund.creditNoteNumber} label="Credit note" />
              </p>
            ) : (
              request.status !== 'refused' && <p className={styles.muted}>{t.noRefundYet}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The units of each part a return sends back ("2 × iPhone 13 Screen (SCR-13)"), and whether they went back on sale. */
export function ReturnLines({ request }: { request: OrderReturn }) {
  return (
    <ul className={styles.returnLines}>
      {request.lines.map((line) => (
        <li key={line.lineId}>
          {line.quantity} × {line.name}
          {line.sku && ` (${line.sku})`}
          {line.restock !== null && (
            <span className={styles.muted}> · {line.restock ? 'back on sale' : 'not restocked'}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
