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
 * the outcome on the API. Like Stripe's card field, one red message above it says what is wrong.
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

  const invalid = (name: keyof CardFields) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};

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
          {...register('cardNumber')}
          {...invalid('cardNumber')}
        />
        <TextField
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          {...register('expiry')}
          {...invalid('expiry')}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          {...register('cvc')}
          {...invalid('cvc')}
        />
      </div>
      {/* isSubmitting covers the validation step, so a double click cannot confirm twice. */}
      <Button type="submit" block loading={paying || isSubmitting}>
        Pay
      </Button>
    </form>
  );
}
