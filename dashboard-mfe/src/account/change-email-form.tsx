import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, changeEmailSchema } from '@phoneparts/contracts';
import { Button, PasswordField, TextField } from '@phoneparts/shared-ui';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { toastError } from '../common/error-message';
import styles from '../common/form.module.css';
import { useRequestEmailChangeMutation } from '../features/account/api/change-email';

/** Change email: nothing changes until the person opens the link mailed to the new address. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const [requestChange] = useRequestEmailChangeMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changeEmailSchema),
    mode: 'onTouched',
    defaultValues: { newEmail: '', currentPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await requestChange(values).unwrap();
      reset();
      toast.success(accountMessages.emailChangeSent(values.newEmail));
    } catch (error) {
      toastError(error);
    }
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
