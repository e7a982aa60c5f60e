import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, changePasswordSchema } from '@phoneparts/contracts';
import { Button, PasswordField, useAuth } from '@phoneparts/shared-ui';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { toastError } from '../common/error-message';
import styles from '../common/form.module.css';
import { useChangePasswordMutation } from '../features/account/api/change-password';

/**
 * Change password: the current one, then a new one under the spec's password rules. The API ends every
 * other session and answers a fresh one, which this tab takes so it stays signed in.
 */
export function ChangePasswordForm() {
  const auth = useAuth();
  const [changePassword] = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const session = await changePassword(values).unwrap();
      // The old token is dead now: without a way to take the new one, signing out is the honest outcome.
      if (auth.startSession) auth.startSession(session);
      else auth.signOut();
      reset();
      toast.success(accountMessages.passwordChanged);
    } catch (error) {
      toastError(error);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Change password">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <Button type="submit" disabled={isSubmitting}>
        Change password
      </Button>
    </form>
  );
}
