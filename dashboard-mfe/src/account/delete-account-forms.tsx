import { zodResolver } from '@hookform/resolvers/zod';
import {
  deleteWithConfirmationFormSchema,
  deleteWithPasswordFormSchema,
  type DeleteAccountBody,
} from '@phoneparts/contracts';
import { Button, PasswordField, TextField } from '@phoneparts/shared-ui';
import { useForm } from 'react-hook-form';
import styles from '../common/form.module.css';

interface Props {
  onSubmit(body: DeleteAccountBody): void;
  busy: boolean;
}

const submit = (busy: boolean) => (
  <Button type="submit" variant="danger" disabled={busy}>
    Delete my account
  </Button>
);

/** An account with a password confirms the deletion with it. */
export function DeleteWithPasswordForm({ onSubmit, busy }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(deleteWithPasswordFormSchema), defaultValues: { password: '' } });
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Delete my account">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {submit(busy)}
    </form>
  );
}

/** An account that only signs in with Google has no password: it types its email address instead. */
export function DeleteWithConfirmationForm({ onSubmit, busy }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(deleteWithConfirmationFormSchema), defaultValues: { confirmation: '' } });
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Delete my account">
      <TextField
        label="Type your email address to confirm"
        autoComplete="off"
        error={errors.confirmation?.message}
        {...register('confirmation')}
      />
      {submit(busy)}
    </form>
  );
}
