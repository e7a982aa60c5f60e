import {
  returnMessages as m,
  returnPageMessages as t,
  type AdminOrderReturn,
  type OrderReturnLine,
} from '@phoneparts/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, failWith, type FakeApiClient } from '@phoneparts/shared-ui/testing';
import { watchDownloads } from '../../../testing/downloads';
import { admin, customer } from '../../../testing/fixtures';
import { renderDashboard } from '../../../testing/render-dashboard';

const orderId = 'a1b2c3d4-0000-4000-8000-000000000001';
const line: OrderReturnLine = { lineId: 'l1', sku: 'SCR-13', name: 'iPhone 13 Screen', quantity: 2, restock: null };
const returnOf = (overrides: Partial<AdminOrderReturn>): AdminOrderReturn => ({
  _id: 'r1',
  orderId,
  status: 'requested',
  lines: [line],
  reason: 'dead_on_arrival',
  comment: 'No picture',
  refusalReason: null,
  createdAt: '2026-05-04T13:00:00.000Z',
  approvedAt: null,
  receivedAt: null,
  refund: null,
  email: 'ana@example.com',
  invoiceNumber: 'INV-2026-000123',
  ...overrides,
});

const list = 'GET /admin/returns?page=1&limit=50';
const rowOf = (email: string) => screen.getAllByText(email)[0].closest('tr') as HTMLElement;
const listReads = (api: FakeApiClient) => api.calls.filter((call) => call.path.startsWith('/admin/returns?')).length;

afterEach(() => jest.restoreAllMocks());

describe('Returns (admin)', () => {
  it('lists each return with its buyer, order, invoice, parts, reason and state, and the steps its state allows', async () => {
    const api = createFakeApi({
      [list]: [
        returnOf({}),
        returnOf({ _id: 'r2', email: 'bo@example.com', status: 'approved' }),
        returnOf({ _id: 'r3', email: 'cy@example.com', status: 'received' }),
        returnOf({
          _id: 'r4',
          email: 'di@example.com',
          status: 'refunded',
          refund: { amount: 61.2, creditNoteNumber: 'CN-2026-000007', refundedAt: '2026-05-06T10:00:00.000Z' },
        }),
        returnOf({ _id: 'r5', email: 'ed@example.com', status: 'refused', refusalReason: 'Seal broken.' }),
      ],
    });
    renderDashboard('/dashboard/returns', { api, user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: t.pageTitle })).toBeInTheDocument();
    const requested = await waitFor(() => rowOf('ana@example.com'));
    expect(within(requested).getByRole('link', { name: 'Order A1B2C3D4' })).toHaveAttribute(
      'href',
      `/dashboard/orders/${orderId}`,
    );
    expect(within(requested).getByRole('button', { name: 'Invoice INV-2026-000123' })).toBeInTheDocument();
    expect(requested).toHaveTextContent('2 × iPhone 13 Screen (SCR-13)');
    expect(requested).toHaveTextContent('Dead on arrival “No picture”');
    const buttons = (email: string) =>
      within(rowOf(email))
        .queryAllByRole('button')
        .map((button) => button.textContent)
        .filter((name) => !name?.startsWith('Invoice') && !name?.startsWith('Credit note'));
    expect(buttons('ana@example.com')).toEqual(['Approve', 'Refuse']);
    expect(buttons('bo@example.com')).toEqual(['Receive']);
    expect(buttons('cy@example.com')).toEqual(['Refund']);
    expect(buttons('di@example.com')).toEqual([]);
    expect(buttons('ed@example.com')).toEqual([]);
    expect(rowOf('di@example.com')).toHaveTextContent('$61.20');
    expect(within(rowOf('di@example.com')).getByRole('button', { name: 'Credit note CN-2026-000007' })).toBeVisible();
    expect(rowOf('ed@example.com')).toHaveTextContent('Seal broken.');
  });

  it('says there are none yet', async () => {
    renderDashboard('/dashboard/returns', { api: createFakeApi({ [list]: [] }), user: admin });
    expect(await screen.findByText(t.noReturnsYet)).toBeInTheDocument();
  });

  it('filters by status on the server and keeps the filter in the URL', async () => {
    const api = createFakeApi({
      [list]: [returnOf({}), returnOf({ _id: 'r2', email: 'bo@example.com', status: 'approved' })],
      [`${list}&status=approved`]: [returnOf({ _id: 'r2', email: 'bo@example.com', status: 'approved' })],
    });
    const { events } = renderDashboard('/dashboard/returns', { api, user: admin });
    await screen.findByText('ana@example.com');
    await events.selectOptions(screen.getByLabelText('Status'), 'Approved');
    await waitFor(() => expect(screen.queryByText('ana@example.com')).not.toBeInTheDocument());
    expect(api.calls.at(-1)?.path).toBe('/admin/returns?page=1&limit=50&status=approved');
    expect(screen.getByLabelText('Status')).toHaveValue('approved');
  });

  it('opens with the status of its URL', async () => {
    const api = createFakeApi({ [`${list}&status=received`]: [returnOf({ status: 'received' })] });
    renderDashboard('/dashboard/returns?status=received', { api, user: admin });
    expect(await screen.findByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('received');
  });

  it('approves, then reads the list again', async () => {
    const api = createFakeApi({
      [list]: [returnOf({})],
      'POST /admin/returns/r1/approve': returnOf({ status: 'approved' }),
    });
    const { events } = renderDashboard('/dashboard/returns', { api, user: admin });
    const approve = await screen.findByRole('button', { name: 'Approve' });
    api.answer('GET', '/admin/returns?page=1&limit=50', [returnOf({ status: 'approved' })]);
    await events.click(approve);
    expect(await screen.findByText(t.returnApproved)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Receive' })).toBeInTheDocument();
  });

  it('refuses with the reason the buyer reads (required by the API’s schema)', async () => {
    const api = createFakeApi({
      [list]: [returnOf({})],
      'POST /admin/returns/r1/refuse': returnOf({ status: 'refused' }),
    });
    const { events } = renderDashboard('/dashboard/returns', { api, user: admin });
    await events.click(await screen.findByRole('button', { name: 'Refuse' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuse the return' });
    await events.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText(m.refusalReasonRequired)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await events.type(within(dialog).getByLabelText('Reason'), 'Bought 45 days ago.');
    await events.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText(t.returnRefused)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/admin/returns/r1/refuse',
      body: { reason: 'Bought 45 days ago.' },
    });
  });

  it('receives with each line back on sale or not', async () => {
    const battery: OrderReturnLine = {
      lineId: 'l2',
      sku: 'BAT-P7',
      name: 'Pixel 7 Battery',
      quantity: 1,
      restock: null,
    };
    const api = createFakeApi({
      [list]: [returnOf({ status: 'approved', lines: [line, battery] })],
      'POST /admin/returns/r1/receive': returnOf({ status: 'received' }),
    });
    const { events } = renderDashboard('/dashboard/returns', { api, user: admin });
    await events.click(await screen.findByRole('button', { name: 'Receive' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark the return received' });
    await events.click(within(dialog).getByRole('checkbox', { name: '2 × iPhone 13 Screen (SCR-13)' }));
    await events.click(within(dialog).getByRole('button', { name: 'Mark received' }));
    expect(await screen.findByText(t.returnReceived)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      lines: [
        { lineId: 'l1', restock: true },
        { lineId: 'l2', restock: false },
      ],
    });
  });

  it('refunds and says how much the server refunded', async () => {
    const refund = { amount: 61.2, creditNoteNumber: 'CN-2026-000007', refundedAt: '2026-05-06T10:00:00.000Z' };
    const api = createFakeApi({
      [list]: [returnOf({ status: 'received' })],
      'POST /admin/returns/r1/refund': returnOf({ status: 'refunded', refund }),
    });
    const { events } = renderDashboard('/dashboard/returns', { api, user: admin });
    const refundButton = await screen.findByRole('button', { name: 'Refund' });
    api.answer('GET', '/admin/returns?page=1&limit=50', [returnOf({ status: 'refunded', refund })]);
    await events.click(refundButton);
    expect(await screen.findByText(t.returnRefunded('$61.20'))).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Credit note CN-2026-000007' })).toBeInTheDocument();
  });

  it('downloads a credit note from the admin route', async () => {
    const saved = watchDownloads();
    const refund = { amount: 50, creditNoteNumber: 'CN-2026-000008', refundedAt: '2026-05-06T10:00:00.000Z' };
    const api = createFakeApi({
      [list]: [returnOf({ status: 'refunded', refund })],
      'GET /admin/returns/r1/credit-note.pdf': '%PDF',
    });
    const { events } = renderDashboard('/dashboard/returns', { api, user: admin });
    await events.click(await screen.findByRole('button', { name: 'Credit note CN-2026-000008' }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['CN-2026-000008.pdf']));
  });

  it('when another admin acted first (409), shows the API’s words, closes the dialog and reloads the row', async () => {
    const api = createFakeApi({
      [list]: [returnOf({})],
      'POST /admin/returns/r1/refuse': failWith(409, m.notRequested),
    });
    const { events } = renderDashboard('/dashboard/returns', { api, user: admin });
    await events.click(await screen.findByRole('button', { name: 'Refuse' }));
    await events.type(screen.getByLabelText('Reason'), 'Too late.');
    const reads = listReads(api);
    api.answer('GET', '/admin/returns?page=1&limit=50', [returnOf({ status: 'approved' })]);
    await events.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText(m.notRequested)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Receive' })).toBeInTheDocument();
    expect(listReads(api)).toBeGreaterThan(reads);
  });

  it('keeps the dialog open on a refusal the admin can correct', async () => {
    const api = createFakeApi({
      [list]: [returnOf({})],
      'POST /admin/returns/r1/refuse': failWith(400, m.refusalReasonRequired),
    });
    const { events } = renderDashboard('/dashboard/returns', { api, user: admin });
    await events.click(await screen.findByRole('button', { name: 'Refuse' }));
    await events.type(screen.getByLabelText('Reason'), 'x');
    await events.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText(m.refusalReasonRequired)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is for admins only: a customer is signed out and reads nothing', async () => {
    const api = createFakeApi({ [list]: [] });
    const { auth } = renderDashboard('/dashboard/returns', { api, user: customer });
    await waitFor(() => expect(auth.signOut).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: t.pageTitle })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/admin/returns'))).toBe(false);
  });
});
