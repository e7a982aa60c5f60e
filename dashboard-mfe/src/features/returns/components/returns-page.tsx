import {
  orderNumber,
  returnNumber,
  returnPageMessages as t,
  returnReasonLabels,
  type AdminOrderReturn,
  type ReturnReceiptBody,
  type ReturnRefusalBody,
} from '@phoneparts/contracts';
import { Button, formatMoney, useListSearch } from '@phoneparts/shared-ui';
import { PageSection, type TableColumn } from '@phoneparts/shared-ui/data-views';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { dashboardPaths } from '../../../common/dashboard-paths';
import { toastError } from '../../../common/error-message';
import { PagedTable } from '../../../common/paged-table';
import { documentPaths, PdfLink } from '../../../common/pdf-link';
import { StatusBadge } from '../../../common/status-badge';
import { readByRouteLoader } from '../../../store/dashboard-api';
import { returnsFilterKeys, returnsQuery, useGetReturnsQuery } from '../api/get-returns';
import {
  useApproveReturnMutation,
  useReceiveReturnMutation,
  useRefundReturnMutation,
  useRefuseReturnMutation,
} from '../api/work-return';
import { ReturnLines } from './order-returns-list';
import { ReceiveReturnDialog } from './receive-return-dialog';
import { RefuseReturnDialog } from './refuse-return-dialog';
import { ReturnsFilters } from './returns-filters';
import { returnStatusBadges } from './return-status';
import styles from './returns.module.css';

/** A step refused because another admin moved the return first: the dialog has nothing left to ask. */
const movedMeanwhile = (error: unknown) =>
  !!error && typeof error === 'object' && 'status' in error && (error as { status: unknown }).status === 409;

/**
 * /dashboard/returns (admin): every buyer's returns, newest first, filtered by status (kept in the URL),
 * with the steps each state allows: Approve or Refuse (with the reason the buyer reads), Receive (each
 * line back on sale or not), Refund (the server computes the amount). Every step reads the list again;
 * a 409 (another admin acted first) is toasted in the API's words and the row shows what happened.
 */
export default function ReturnsPage() {
  const search = useListSearch(returnsFilterKeys);
  const returns = useGetReturnsQuery(returnsQuery(search), readByRouteLoader);
  const [approve] = useApproveReturnMutation();
  const [refuse] = useRefuseReturnMutation();
  const [receive] = useReceiveReturnMutation();
  const [refund] = useRefundReturnMutation();
  /** The return being worked on (its button shows busy), and which dialog is open for it. */
  const [busy, setBusy] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ step: 'refuse' | 'receive'; request: AdminOrderReturn } | null>(null);

  async function run<T>(request: AdminOrderReturn, step: () => Promise<T>, done: (answer: T) => string) {
    setBusy(request._id);
    try {
      toast.success(done(await step()));
      setDialog(null);
    } catch (error) {
      toastError(error);
      if (movedMeanwhile(error)) setDialog(null);
      else throw error;
    } finally {
      setBusy(null);
    }
  }

  const step = (request: AdminOrderReturn) => ({ id: request._id, orderId: request.orderId });
  const approveIt = (request: AdminOrderReturn) =>
    run(
      request,
      () => approve(step(request)).unwrap(),
      () => t.returnApproved,
    ).catch(() => undefined);
  const refundIt = (request: AdminOrderReturn) =>
    run(
      request,
      () => refund(step(request)).unwrap(),
      (answer) => t.returnRefunded(formatMoney(answer.refund?.amount ?? 0)),
    ).catch(() => undefined);
  const refuseIt = (request: AdminOrderReturn, body: ReturnRefusalBody) =>
    run(
      request,
      () => refuse({ ...step(request), body }).unwrap(),
      () => t.returnRefused,
    );
  const receiveIt = (request: AdminOrderReturn, body: ReturnReceiptBody) =>
    run(
      request,
      () => receive({ ...step(request), body }).unwrap(),
      () => t.returnReceived,
    );

  const columns: TableColumn<AdminOrderReturn>[] = [
    {
      key: 'order',
      header: 'Order',
      render: (request) => (
        <>
          {request.email}
          <br />
          <Link to={dashboardPaths.order(request.orderId)}>Order {orderNumber(request.orderId)}</Link>
          {request.invoiceNumber && (
            <>
              <br />
              <PdfLink path={documentPaths.invoice(request.orderId)} number={request.invoiceNumber} label="Invoice" />
            </>
          )}
        </>
      ),
    },
    { key: 'parts', header: 'Parts', render: (request) => <ReturnLines request={request} /> },
    {
      key: 'reason',
      header: 'Reason',
      render: (request) => (
        <>
          {returnReasonLabels[request.reason]}
          {request.comment && <span className={styles.muted}> “{request.comment}”</span>}
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (request) => {
        const badge = returnStatusBadges[request.status];
        return (
          <>
            <strong>{returnNumber(request._id)}</strong> <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>{' '}
            <span className={styles.muted}>
              {new Date(request.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
            </span>
            {request.refusalReason && <p className={styles.muted}>{request.refusalReason}</p>}
            {request.refund && (
              <p>
                {formatMoney(request.refund.amount)} ·{' '}
                <PdfLink
                  path={documentPaths.adminCreditNote(request._id)}
                  number={request.refund.creditNoteNumber}
                  label="Credit note"
                />
              </p>
            )}
          </>
        );
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (request) => {
        const loading = busy === request._id;
        if (request.status === 'requested')
          return (
            <span className={styles.actions}>
              <Button type="button" size="sm" loading={loading} onClick={() => void approveIt(request)}>
                Approve
              </Button>
              <Button
                type="button"
                size="sm"
                variant="danger"
                disabled={loading}
                onClick={() => setDialog({ step: 'refuse', request })}
              >
                Refuse
              </Button>
            </span>
          );
        if (request.status === 'approved')
          return (
            <Button type="button" size="sm" loading={loading} onClick={() => setDialog({ step: 'receive', request })}>
              Receive
            </Button>
          );
        if (request.status === 'received')
          return (
            <Button type="button" size="sm" loading={loading} onClick={() => void refundIt(request)}>
              Refund
            </Button>
          );
        return <span className={styles.muted}>—</span>;
      },
    },
  ];

  return (
    <PageSection level={1} title={t.pageTitle}>
      <ReturnsFilters values={search.values} onChange={search.update} />
      <PagedTable result={returns} search={search} noun="returns" columns={columns} emptyText={t.noReturnsYet} />
      {dialog?.step === 'refuse' && (
        <RefuseReturnDialog onRefuse={(body) => refuseIt(dialog.request, body)} onCancel={() => setDialog(null)} />
      )}
      {dialog?.step === 'receive' && (
        <ReceiveReturnDialog
          request={dialog.request}
          onReceive={(body) => receiveIt(dialog.request, body)}
          onCancel={() => setDialog(null)}
        />
      )}
    </PageSection>
  );
}
