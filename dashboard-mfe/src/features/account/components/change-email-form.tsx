import { accountMessages, changeEmailSchema } from '@phoneparts/contracts';
import { Button, PasswordField, TextField } from '@phoneparts/shared-ui';
import { toast } from 'react-toastify';
import styles from '../../../common/form.module.css';
import { useSchemaForm } from '../../../common/use-schema-form';
import { useRequestEmailChangeMutation } from '../api/change-email';

/** Change email: nothing changes until the person opens the link mailed to the new address. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const [requestChange] = useRequestEmailChangeMutation();
  const { register, errors, isSubmitting, reset, submit } = useSchemaForm(changeEmailSchema, {
    mode: 'onTouched',
    defaultValues: { newEmail: '', currentPassword: '' },
  });

  const onSubmit = submit(async (values) => {
    await requestChange(values).unwrap();
    reset();
    toast.success(accountMessages.emailChangeSent(values.newEmail));
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Change email">
      <p>{accountMessages.currentEmail(currentEmail)}</p>
      <TextField
        label="New email address"
        type="email"
        autoComplete="email"
        error={errors.newEmail?.message}
        {...register('newEmail')}
      />
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <Button type="submit" disabled={isSubmitting}>
        Send the link
      </Button>
    </form>
  );
}
