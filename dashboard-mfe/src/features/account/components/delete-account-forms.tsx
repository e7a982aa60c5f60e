import {
  deleteWithConfirmationFormSchema,
  deleteWithPasswordFormSchema,
  type DeleteAccountBody,
} from '@phoneparts/contracts';
import { Button, PasswordField, TextField } from '@phoneparts/shared-ui';
import styles from '../../../common/form.module.css';
import { useSchemaForm } from '../../../common/use-schema-form';

interface Props {
  onSubmit(body: DeleteAccountBody): void;
  busy: boolean;
}

const deleteButton = (busy: boolean) => (
  <Button type="submit" variant="danger" disabled={busy}>
    Delete my account
  </Button>
);

/** An account with a password confirms the deletion with it. */
export function DeleteWithPasswordForm({ onSubmit, busy }: Props) {
  const { register, errors, submit } = useSchemaForm(deleteWithPasswordFormSchema, { defaultValues: { password: '' } });
  return (
    <form className={styles.form} onSubmit={submit(onSubmit)} noValidate aria-label="Delete my account">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {deleteButton(busy)}
    </form>
  );
}

/** An account that only signs in with Google has no password: it types its email address instead. */
export function DeleteWithConfirmationForm({ onSubmit, busy }: Props) {
  const { register, errors, submit } = useSchemaForm(deleteWithConfirmationFormSchema, {
    defaultValues: { confirmation: '' },
  });
  return (
    <form className={styles.form} onSubmit={submit(onSubmit)} noValidate aria-label="Delete my account">
      <TextField
        label="Type your email address to confirm"
        autoComplete="off"
        error={errors.confirmation?.message}
        {...register('confirmation')}
      />
      {deleteButton(busy)}
    </form>
  );
}
