import { useState } from 'react';
import { apiMessages, type Order } from '@phoneparts/contracts';
import { ErrorText, Loader } from '@phoneparts/shared-ui';
import { storeErrorMessage } from '@phoneparts/shared-ui';
import { useConfirmOrderPaymentMutation, useGetPaymentIntentQuery } from '../api/payment-api';
import type { CardFormProps, ConfirmCard } from './card-form-props';
import { SandboxCardForm } from './sandbox-card-form';
import { StripeCardForm } from './stripe-card-form';

/**
 * Card payment of one unpaid order: asks the API for a payment intent, shows the provider's card
 * field, confirms the card with the provider, then has the API record the payment (PATCH
 * /myOrders/:id), which it does only once the provider confirms the intent.
 */
export function PaymentPanel({ order, email, onPaid }: { order: Order; email: string; onPaid(order: Order): void }) {
  const { data: intent, error: intentError, isLoading } = useGetPaymentIntentQuery(order._id);
  const [confirmOrderPayment] = useConfirmOrderPaymentMutation();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = async (confirmCard: ConfirmCard) => {
    setPaying(true);
    setError(null);
    try {
      const transactionId = await confirmCard();
      const paid = await confirmOrderPayment({ orderId: order._id, transactionId }).unwrap();
      if (!paid.paid) throw new Error(apiMessages.paymentNotConfirmed);
      onPaid(paid);
    } catch (failure) {
      setError(storeErrorMessage(failure));
      setPaying(false);
    }
  };

  if (isLoading) return <Loader />;
  if (!intent) return <ErrorText>{storeErrorMessage(intentError)}</ErrorText>;

  const props: CardFormProps = {
    clientSecret: intent.clientSecret,
    email,
    paying,
    error,
    onPay: (confirm) => void pay(confirm),
  };
  if (intent.provider === 'stripe') {
    if (!intent.publishableKey) return <ErrorText>{apiMessages.paymentNotConfirmed}</ErrorText>;
    return <StripeCardForm publishableKey={intent.publishableKey} {...props} />;
  }
  return <SandboxCardForm {...props} />;
}
