import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paymentMessages, uiMessages } from '@phoneparts/contracts';
import { createFakeApi, makeOrder, type FakeAnswer } from '@phoneparts/shared-ui/testing';
import { customer } from '../../../testing/fixtures';
import { renderWithShop } from '../../../testing/render-with-shop';
import PaymentPage from '../../../routes/payment-page';
import { stripeFor } from './stripe-loader';

/**
 * Stripe.js cannot load in tests (no network, no iframes): Elements and the card field are
 * replaced by stand-ins that keep their contract (a card element, confirmCardPayment's answer).
 */
const cardElement = { kind: 'card' };
const confirmCardPayment = jest.fn();
const stripe = { confirmCardPayment };
jest.mock('./stripe-loader', () => ({ stripeFor: jest.fn() }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
  CardElement: ({ onChange }: { onChange(event: { error?: { message: string } }): void }) => (
    <input
      aria-label="Card"
      onChange={(e) =>
        onChange(e.target.value === 'bad' ? { error: { message: paymentMessages.cardNumberInvalid } } : {})
      }
    />
  ),
  useStripe: () => stripe,
  useElements: () => ({ getElement: () => cardElement }),
}));

const order = makeOrder({ _id: 'o-1' });
const intent = { clientSecret: 'pi_2_secret_y', provider: 'stripe', publishableKey: 'pk_test_123', amount: 150 };

function renderStripePayment(routes: Record<string, FakeAnswer> = {}) {
  const api = createFakeApi({
    'GET /myOrders/payment/o-1': () => order,
    'POST /create-payment-intent': () => intent,
    'PATCH /myOrders/o-1': () => ({ ...order, paid: true, status: 'paid', transactionId: 'pi_2' }),
    ...routes,
  });
  renderWithShop(<PaymentPage />, { api, path: '/payment/:id', url: '/payment/o-1' });
  return api;
}

describe('PaymentPage (Stripe provider)', () => {
  beforeEach(() => {
    confirmCardPayment.mockReset();
    jest
      .mocked(stripeFor)
      .mockReset()
      .mockResolvedValue(stripe as never);
  });

  it('uses Stripe Elements with the publishable key the API named', async () => {
    renderStripePayment();
    expect(await screen.findByLabelText('Card')).toBeInTheDocument();
    expect(stripeFor).toHaveBeenCalledWith('pk_test_123');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('confirms the card with the billing email, then records the payment and shows the green success', async () => {
    confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_2', status: 'succeeded' } });
    const api = renderStripePayment();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(uiMessages.paymentSucceeded)).toBeInTheDocument();
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_2_secret_y', {
      payment_method: { card: cardElement, billing_details: { email: customer.email } },
    });
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ transactionId: 'pi_2' });
  });

  it("shows Stripe's error message in red above the card field", async () => {
    confirmCardPayment.mockResolvedValue({ error: { message: paymentMessages.cardDeclined } });
    const api = renderStripePayment();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay' }));
    const error = await screen.findByText(paymentMessages.cardDeclined);
    expect(error).toHaveClass('ui-error-text');
    expect(
      error.compareDocumentPosition(screen.getByLabelText('Card')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  it("shows the card field's own complaint as the customer types", async () => {
    renderStripePayment();
    await userEvent.setup().type(await screen.findByLabelText('Card'), 'bad');
    expect(await screen.findByText(paymentMessages.cardNumberInvalid)).toHaveClass('ui-error-text');
  });

  it('says so when Stripe.js cannot be loaded', async () => {
    jest.mocked(stripeFor).mockRejectedValue(new Error('Failed to load Stripe.js'));
    renderStripePayment();
    expect(await screen.findByText(uiMessages.paymentFormUnavailable)).toHaveClass('ui-error-text');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument());
  });
});
