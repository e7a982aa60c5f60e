import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { sandboxCardSchema, type z } from '@phoneparts/contracts';
import { Button, ErrorText, TextField, useApi } from '@phoneparts/shared-ui';
import type { CardFormProps } from './card-form-props';
import styles from './card-form.module.css';

const cardFieldsSchema = sandboxCardSchema.pick({ cardNumber: true, expiry: true, cvc: true });
type CardFields = z.infer<typeof cardFieldsSchema>;

interface SandboxConfirmation {
  paymentIntent: { id: string; status: string };
}

/** Spaces (and the spaces around the expiry's slash) are for reading only. */
const compact = (value: string) => value.replace(/\s+/g, '');

/**
 * The sandbox provider's card field (no Stripe keys configured): Stripe's test card numbers decide
 * the outcome on the API. Like Stripe's card field, one red message above it says what is wrong; each
 * wrong field is invalid and described by that message.
 */
export function SandboxCardForm({ clientSecret, email, paying, error, onPay }: CardFormProps) {
  const api = useApi();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CardFields>({
    resolver: zodResolver(cardFieldsSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const fieldError = errors.cardNumber?.message ?? errors.expiry?.message ?? errors.cvc?.message;
  const shownError = fieldError ?? error;

  const submit = (card: CardFields) =>
    onPay(async () => {
      const { paymentIntent } = await api.post<SandboxConfirmation>('/payments/sandbox/confirm', {
        clientSecret,
        cardNumber: compact(card.cardNumber),
        expiry: compact(card.expiry),
        cvc: compact(card.cvc),
        email,
      });
      return paymentIntent.id;
    });

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate aria-label="Card payment">
      <ErrorText id={errorId}>{shownError}</ErrorText>
      <div className={styles.cardField}>
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          fieldClassName={styles.number}
          error={errors.cardNumber?.message}
          errorShownAt={errorId}
          {...register('cardNumber')}
        />
        <TextField
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          error={errors.expiry?.message}
          errorShownAt={errorId}
          {...register('expiry')}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          error={errors.cvc?.message}
          errorShownAt={errorId}
          {...register('cvc')}
        />
      </div>
      {/* isSubmitting covers the validation step, so a double click cannot confirm twice. */}
      <Button type="submit" block loading={paying || isSubmitting}>
        Pay
      </Button>
    </form>
  );
}
