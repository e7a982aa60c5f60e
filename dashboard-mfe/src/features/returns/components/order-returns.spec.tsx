import {
  returnMessages as m,
  returnPageMessages as t,
  type OrderDetail,
  type OrderLine,
  type OrderReturn,
} from '@phoneparts/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, failWith, makeOrder } from '@phoneparts/shared-ui/testing';
import { watchDownloads } from '../../../testing/downloads';
import { admin, customer } from '../../../testing/fixtures';
import { renderDashboard } from '../../../testing/render-dashboard';

const id = 'a1b2c3d4-0000-4000-8000-000000000001';
const page = `/dashboard/orders/${id}`;
const screenLine: OrderLine = {
  lineId: 'l1',
  partId: 'p1',
  name: 'iPhone 13 Screen',
  sku: 'SCR-13',
  picture: '/s.svg',
  unitPrice: 25,
  quantity: 5,
  lineTotal: 125,
};
const batteryLine: OrderLine = {
  ...screenLine,
  lineId: 'l2',
  partId: 'p2',
  name: 'Pixel 7 Battery',
  sku: 'BAT-P7',
  quantity: 2,
  lineTotal: 50,
};
const shipped: OrderDetail = {
  ...makeOrder({
    _id: id,
    status: 'shipped',
    paid: true,
    heldUntil: null,
    transactionId: 'pi_1',
    lines: [screenLine, batteryLine],
    invoiceNumber: 'INV-2026-000123',
  }),
  history: [],
};
const returnOf = (overrides: Partial<OrderReturn>): OrderReturn => ({
  _id: 'r1',
  orderId: id,
  status: 'requested',
  lines: [{ lineId: 'l1', sku: 'SCR-13', name: 'iPhone 13 Screen', quantity: 2, restock: null }],
  reason: 'dead_on_arrival',
  comment: null,
  refusalReason: null,
  createdAt: '2026-05-04T13:00:00.000Z',
  approvedAt: null,
  receivedAt: null,
  refund: null,
  ...overrides,
});

const orderRead = `GET /myOrders/order/${id}`;
const returnsRead = `GET /myOrders/${id}/returns`;
const form = () => screen.getByRole('form', { name: t.formTitle });
const returnsList = () => screen.getByRole('list', { name: t.returnsTitle });

afterEach(() => jest.restoreAllMocks());

describe('the order page: invoice and returns', () => {
  it('downloads the invoice with the session’s token under its number, and revokes the file’s URL', async () => {
    const saved = watchDownloads();
    const api = createFakeApi({
      [orderRead]: shipped,
      [returnsRead]: [],
      [`GET /myOrders/${id}/invoice.pdf`]: '%PDF-1.7',
    });
    const { events } = renderDashboard(page, { api });
    await events.click(await screen.findByRole('button', { name: 'Invoice INV-2026-000123' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].fileName).toBe('INV-2026-000123.pdf');
    expect(saved[0].file).toMatchObject({ size: '%PDF-1.7'.length, type: 'application/pdf' });
    expect(saved[0].revoked()).toBe(true);
  });

  it("toasts the API's refusal of a document in its words", async () => {
    watchDownloads();
    const api = createFakeApi({
      [orderRead]: shipped,
      [returnsRead]: [],
      [`GET /myOrders/${id}/invoice.pdf`]: failWith(404, 'This order has no invoice yet.'),
    });
    const { events } = renderDashboard(page, { api });
    await events.click(await screen.findByRole('button', { name: 'Invoice INV-2026-000123' }));
    expect(await screen.findByText('This order has no invoice yet.')).toBeInTheDocument();
  });

  it('has no invoice, returns or return form before the order ships', async () => {
    const api = createFakeApi({ [orderRead]: { ...shipped, status: 'placed', paid: false, invoiceNumber: null } });
    renderDashboard(page, { api });
    await screen.findByText(/^Status:/);
    expect(screen.queryByRole('button', { name: /Invoice/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: t.formTitle })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/returns'))).toBe(false);
  });

  it('offers each line’s units not yet in a return (a refused return gives its units back)', async () => {
    const api = createFakeApi({
      [orderRead]: shipped,
      [returnsRead]: [
        returnOf({}),
        returnOf({
          _id: 'r2',
          status: 'refused',
          refusalReason: 'The seal is broken.',
          lines: [{ lineId: 'l2', sku: 'BAT-P7', name: 'Pixel 7 Battery', quantity: 2, restock: null }],
        }),
      ],
    });
    renderDashboard(page, { api });
    const screenField = await within(await screen.findByRole('form', { name: t.formTitle })).findByLabelText(
      'iPhone 13 Screen (SCR-13)',
    );
    expect(screenField).toHaveAttribute('max', '3');
    expect(within(form()).getByLabelText('Pixel 7 Battery (BAT-P7)')).toHaveAttribute('max', '2');
    const [requested, refused] = Array.from(returnsList().children);
    expect(requested).toHaveTextContent('Requested');
    expect(requested).toHaveTextContent('2 × iPhone 13 Screen (SCR-13)');
    expect(requested).toHaveTextContent('Dead on arrival');
    expect(requested).toHaveTextContent(t.noRefundYet);
    expect(refused).toHaveTextContent('Refused: The seal is broken.');
  });

  it('sends the chosen units with the reason and comment, then reads the order’s returns again', async () => {
    const api = createFakeApi({
      [orderRead]: shipped,
      [returnsRead]: [],
      [`POST /myOrders/${id}/returns`]: returnOf({}),
    });
    const { events } = renderDashboard(page, { api });
    await events.type(await screen.findByLabelText('iPhone 13 Screen (SCR-13)'), '2');
    await events.selectOptions(screen.getByLabelText('Reason'), 'Dead on arrival');
    await events.type(screen.getByLabelText('Comment'), 'No picture at all');
    api.answer('GET', `/myOrders/${id}/returns`, [returnOf({ comment: 'No picture at all' })]);
    await events.click(screen.getByRole('button', { name: 'Request the return' }));
    expect(await screen.findByText(t.returnRequested)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      lines: [{ lineId: 'l1', quantity: 2 }],
      reason: 'dead_on_arrival',
      comment: 'No picture at all',
    });
    expect(await within(returnsList()).findByText('“No picture at all”')).toBeInTheDocument();
    expect(screen.getByLabelText('iPhone 13 Screen (SCR-13)')).toHaveAttribute('max', '3');
    expect(screen.getByLabelText('iPhone 13 Screen (SCR-13)')).toHaveValue(null);
  });

  it('checks with the API’s schema first and sends nothing it would refuse', async () => {
    const api = createFakeApi({ [orderRead]: shipped, [returnsRead]: [] });
    const { events } = renderDashboard(page, { api });
    const submit = await screen.findByRole('button', { name: 'Request the return' });
    await events.click(submit);
    expect(await screen.findByText(m.reasonRequired)).toBeInTheDocument();

    await events.selectOptions(screen.getByLabelText('Reason'), 'Wrong part');
    await events.click(submit);
    expect(await screen.findByText(m.linesRequired)).toBeInTheDocument();

    await events.type(screen.getByLabelText('iPhone 13 Screen (SCR-13)'), '6');
    await events.type(screen.getByLabelText('Pixel 7 Battery (BAT-P7)'), '1.5');
    await events.click(submit);
    expect(await screen.findByText(m.tooManyUnits('iPhone 13 Screen', 5))).toBeInTheDocument();
    expect(screen.getByText(m.quantityInvalid)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the API's refusal in its words and keeps what was typed", async () => {
    const api = createFakeApi({
      [orderRead]: shipped,
      [returnsRead]: [],
      [`POST /myOrders/${id}/returns`]: failWith(409, m.windowClosed(30)),
    });
    const { events } = renderDashboard(page, { api });
    await events.type(await screen.findByLabelText('Pixel 7 Battery (BAT-P7)'), '1');
    await events.selectOptions(screen.getByLabelText('Reason'), 'No longer needed');
    await events.click(screen.getByRole('button', { name: 'Request the return' }));
    expect(await screen.findByText(m.windowClosed(30))).toBeInTheDocument();
    expect(screen.getByLabelText('Pixel 7 Battery (BAT-P7)')).toHaveValue(1);
  });

  it('shows a refund’s amount and downloads its credit note from the buyer’s route', async () => {
    const saved = watchDownloads();
    const refunded = returnOf({
      status: 'refunded',
      lines: [{ lineId: 'l1', sku: 'SCR-13', name: 'iPhone 13 Screen', quantity: 2, restock: true }],
      refund: { amount: 61.2, creditNoteNumber: 'CN-2026-000007', refundedAt: '2026-05-06T10:00:00.000Z' },
    });
    const api = createFakeApi({
      [orderRead]: shipped,
      [returnsRead]: [refunded],
      [`GET /myOrders/${id}/returns/r1/credit-note.pdf`]: '%PDF-1.7 CN-2026-000007',
    });
    const { events } = renderDashboard(page, { api });
    const list = await screen.findByRole('list', { name: t.returnsTitle });
    expect(within(list).getByText(/Refunded \$61\.20/)).toBeInTheDocument();
    expect(within(list).getByText(/back on sale/)).toBeInTheDocument();
    await events.click(within(list).getByRole('button', { name: 'Credit note CN-2026-000007' }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['CN-2026-000007.pdf']));
  });

  it('says when every unit is already in a return, and gives an admin reading another’s order no form', async () => {
    const all = returnOf({
      lines: [
        { lineId: 'l1', sku: 'SCR-13', name: 'iPhone 13 Screen', quantity: 5, restock: null },
        { lineId: 'l2', sku: 'BAT-P7', name: 'Pixel 7 Battery', quantity: 2, restock: null },
      ],
    });
    renderDashboard(page, { api: createFakeApi({ [orderRead]: shipped, [returnsRead]: [all] }) });
    expect(await screen.findByText(t.nothingLeftToReturn)).toBeInTheDocument();
  });

  it('shows an admin the returns of a customer’s order without the form, credit notes from the admin route', async () => {
    watchDownloads();
    const refunded = returnOf({
      status: 'refunded',
      refund: { amount: 50, creditNoteNumber: 'CN-2026-000008', refundedAt: '2026-05-06T10:00:00.000Z' },
    });
    const api = createFakeApi({
      [orderRead]: { ...shipped, email: customer.email },
      [returnsRead]: [refunded],
      'GET /admin/returns/r1/credit-note.pdf': '%PDF',
    });
    const { events } = renderDashboard(page, { api, user: admin });
    await events.click(await screen.findByRole('button', { name: 'Credit note CN-2026-000008' }));
    await waitFor(() => expect(api.calls.at(-1)?.path).toBe('/admin/returns/r1/credit-note.pdf'));
    expect(screen.queryByRole('form', { name: t.formTitle })).not.toBeInTheDocument();
  });
});
