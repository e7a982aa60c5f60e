import { useEffect, useState, type FormEvent } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { apiMessages, uiMessages } from '@phoneparts/contracts';
import { Button, ErrorText, Loader } from '@phoneparts/shared-ui';
import type { CardFormProps } from './card-form-props';
import { stripeFor } from './stripe-loader';
import styles from './card-form.module.css';

/** Stripe Elements' card field, used when the API says the provider is Stripe. */
export function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  // undefined while Stripe.js loads, null when it could not be loaded.
  const [stripe, setStripe] = useState<Stripe | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    stripeFor(publishableKey).then(
      (loaded) => current && setStripe(loaded),
      () => current && setStripe(null),
    );
    return () => {
      current = false;
    };
  }, [publishableKey]);

  if (stripe === undefined) return <Loader />;
  // Without Stripe.js there is no card field to pay with: say so rather than wait forever.
  if (stripe === null) return <ErrorText>{uiMessages.paymentFormUnavailable}</ErrorText>;
  return (
    <Elements stripe={stripe}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

function StripeCardFields({ clientSecret, email, paying, error, onPay }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardError, setCardError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    onPay(async () => {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { email } },
      });
      if (result.error) throw new Error(result.error.message ?? apiMessages.paymentNotConfirmed);
      if (result.paymentIntent.status !== 'succeeded') throw new Error(apiMessages.paymentNotConfirmed);
      return result.paymentIntent.id;
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Card payment">
      <ErrorText>{cardError ?? error}</ErrorText>
      <div className={styles.stripeCard}>
        <CardElement onChange={(event) => setCardError(event.error?.message ?? null)} />
      </div>
      <Button type="submit" block loading={paying} disabled={!stripe}>
        Pay
      </Button>
    </form>
  );
}
