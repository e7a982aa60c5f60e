import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiMessages, paymentMessages, uiMessages } from '@phoneparts/contracts';
import { ApiRequestError } from '@phoneparts/shared-ui';
import { createFakeApi, deferred, makeOrder, type FakeAnswer } from '@phoneparts/shared-ui/testing';
import { customer } from '../../../testing/fixtures';
import { renderWithShop } from '../../../testing/render-with-shop';
import PaymentPage from '../../../routes/payment-page';
import pageStyles from './payment-page.module.css';

const order = makeOrder({ _id: 'o-1', email: customer.email, name: 'Battery', price: 12.5, quantity: 12 });
const intent = { clientSecret: 'pi_1_secret_x', provider: 'sandbox', amount: 150 };
const declined = () => {
  throw new ApiRequestError(paymentMessages.cardDeclined, 402, {
    statusCode: 402,
    message: paymentMessages.cardDeclined,
  });
};

function renderPayment(routes: Record<string, FakeAnswer> = {}) {
  const api = createFakeApi({
    'GET /myOrders/payment/o-1': () => order,
    'POST /create-payment-intent': () => intent,
    'POST /payments/sandbox/confirm': () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } }),
    'PATCH /myOrders/o-1': () => ({ ...order, paid: true, status: 'paid', transactionId: 'pi_1' }),
    ...routes,
  });
  renderWithShop(<PaymentPage />, { api, path: '/payment/:id', url: '/payment/o-1' });
  return api;
}

const pay = () => screen.getByRole('button', { name: 'Pay' });

async function enterCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12 / 34');
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('PaymentPage (sandbox provider)', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a loader while the order loads, then product name, quantity and total', async () => {
    const pending = deferred<unknown>();
    renderPayment({ 'GET /myOrders/payment/o-1': () => pending.promise });
    expect(screen.getByText(uiMessages.loading)).toBeInTheDocument();
    pending.resolve(order);
    expect((await screen.findByText('Product')).nextSibling).toHaveTextContent('Battery');
    expect(screen.getByText('Quantity').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$150.00');
  });

  it('lists every line of an order from the cart, its units and the total the card is charged', async () => {
    const lines = [
      { partId: 'p1', name: 'Battery', picture: '/b.svg', unitPrice: 12.5, quantity: 12, lineTotal: 150 },
      { partId: 'p2', name: 'Screen', picture: '/s.svg', unitPrice: 40, quantity: 2, lineTotal: 80 },
      { partId: 'p3', name: 'Adhesive', picture: '/a.svg', unitPrice: 0.1, quantity: 3, lineTotal: 0.3 },
    ];
    renderPayment({ 'GET /myOrders/payment/o-1': () => ({ ...order, lines, total: 230.3, totalUnits: 17 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay for Battery + 2 more' })).toBeInTheDocument();
    expect(screen.getByText('Battery').nextSibling).toHaveTextContent('12 × $12.50 = $150.00');
    expect(screen.getByText('Screen').nextSibling).toHaveTextContent('2 × $40.00 = $80.00');
    expect(screen.getByText('Adhesive').nextSibling).toHaveTextContent('3 × $0.10 = $0.30');
    expect(screen.getByText('Quantity').nextSibling).toHaveTextContent('17');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$230.30');
  });

  it('breaks the total down as the API recorded it: goods, shipping, tax, where it ships, PO number', async () => {
    renderPayment({
      'GET /myOrders/payment/o-1': () => ({
        ...order,
        goods: 150,
        shipping: 4.5,
        tax: 30.9,
        total: 185.4,
        taxRate: 20,
        shippingMethod: 'Tracked 48',
        shippingAddress: {
          name: 'Ann Smith',
          line1: '1 High Street',
          city: 'London',
          postalCode: 'EC1Y 8SY',
          country: 'GB',
        },
        poNumber: 'PO-7781',
      }),
    });
    const charges = await screen.findByLabelText('Charges and delivery');
    for (const text of [
      'Goods$150.00',
      'Shipping (Tracked 48)$4.50',
      'Tax (20 %)$30.90',
      'Ship toAnn Smith1 High StreetLondon EC1Y 8SYUnited Kingdom',
      'PO numberPO-7781',
    ])
      expect(charges).toHaveTextContent(text);
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$185.40');
  });

  it('shows a loader in place of the card field until the payment intent is ready', async () => {
    const pending = deferred<unknown>();
    const api = renderPayment({ 'POST /create-payment-intent': () => pending.promise });
    expect(await screen.findByText('Product')).toBeInTheDocument();
    expect(screen.getByText(uiMessages.loading)).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    pending.resolve(intent);
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/create-payment-intent')?.body).toEqual({ orderId: 'o-1' });
  });

  it('shows an incomplete card in red above the card field', async () => {
    const user = userEvent.setup();
    const api = renderPayment();
    await screen.findByLabelText('Card number');
    await user.click(pay());
    const error = await screen.findByText(paymentMessages.cardNumberIncomplete);
    expect(error).toHaveClass('ui-error-text');
    expect(
      error.compareDocumentPosition(screen.getByLabelText('Card number')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(paymentMessages.cardNumberIncomplete);
    expect(api.calls.some((c) => c.path === '/payments/sandbox/confirm')).toBe(false);
  });

  it("shows the provider's decline in red above the card field and lets the customer try again", async () => {
    const user = userEvent.setup();
    const api = renderPayment({ 'POST /payments/sandbox/confirm': declined });
    await enterCard(user, '4000 0000 0000 0002');
    await user.click(pay());
    const error = await screen.findByText(paymentMessages.cardDeclined);
    expect(error).toHaveClass('ui-error-text');
    expect(
      error.compareDocumentPosition(screen.getByLabelText('Card number')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(pay()).toBeEnabled();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
    expect(screen.queryByText(uiMessages.paymentSucceeded)).not.toBeInTheDocument();
  });

  it("pays: Pay disabled while paying, the card confirmed, the order marked paid, green 'Congratulation! Payment Successfull.', My Orders after 2 s", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const confirmation = deferred<unknown>();
    const api = renderPayment({ 'POST /payments/sandbox/confirm': () => confirmation.promise });
    await enterCard(user, '4242 4242 4242 4242');
    await user.click(pay());
    await waitFor(() => expect(pay()).toBeDisabled());
    expect(pay()).toHaveAttribute('aria-busy', 'true');

    confirmation.resolve({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const success = await screen.findByText(uiMessages.paymentSucceeded);
    expect(success).toHaveClass(pageStyles.success);
    expect(api.calls.find((c) => c.path === '/payments/sandbox/confirm')?.body).toEqual({
      clientSecret: 'pi_1_secret_x',
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      email: customer.email,
    });
    expect(api.calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/myOrders/o-1',
      body: { transactionId: 'pi_1' },
    });
    expect(screen.getByText(uiMessages.orderAlreadyPaid)).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1900));
    expect(screen.queryByText(/Orders of/)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(await screen.findByText(`Orders of ${customer.email}`)).toBeInTheDocument();
  });

  it('shows the API in red when it does not record the payment', async () => {
    const user = userEvent.setup();
    renderPayment({
      'PATCH /myOrders/o-1': () => {
        throw new ApiRequestError(apiMessages.paymentNotConfirmed, 409, undefined);
      },
    });
    await enterCard(user, '4242 4242 4242 4242');
    await user.click(pay());
    expect(await screen.findByText(apiMessages.paymentNotConfirmed)).toHaveClass('ui-error-text');
    expect(screen.queryByText(uiMessages.paymentSucceeded)).not.toBeInTheDocument();
    expect(pay()).toBeEnabled();
  });

  it('shows that an already paid order is paid, instead of a card field', async () => {
    const api = renderPayment({
      'GET /myOrders/payment/o-1': () => ({ ...order, paid: true, status: 'paid', transactionId: 'pi_9' }),
    });
    expect(await screen.findByText(uiMessages.orderAlreadyPaid)).toBeInTheDocument();
    expect(screen.getByText('pi_9')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/create-payment-intent')).toBe(false));
  });

  it("shows the API's message when the order cannot be read", async () => {
    renderPayment({
      'GET /myOrders/payment/o-1': () => {
        throw new ApiRequestError(apiMessages.orderNotFound, 404, undefined);
      },
    });
    expect(await screen.findByText(apiMessages.orderNotFound)).toHaveClass('ui-error-text');
  });
});
