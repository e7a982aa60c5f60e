import { accountMessages, changePasswordSchema } from '@phoneparts/contracts';
import { Button, PasswordField, useAuth } from '@phoneparts/shared-ui';
import { toast } from 'react-toastify';
import styles from '../../../common/form.module.css';
import { useSchemaForm } from '../../../common/use-schema-form';
import { useChangePasswordMutation } from '../api/change-password';

/**
 * Change password: the current one, then a new one under the sign-up rules (docs/product.md#5-validation). The API
 * ends every other session and answers a fresh one, which this tab takes so it stays signed in.
 */
export function ChangePasswordForm() {
  const auth = useAuth();
  const [changePassword] = useChangePasswordMutation();
  const { register, errors, isSubmitting, reset, submit } = useSchemaForm(changePasswordSchema, {
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = submit(async (values) => {
    const session = await changePassword(values).unwrap();
    // The old token is dead now: without a way to take the new one, signing out is the honest outcome.
    if (auth.startSession) auth.startSession(session);
    else auth.signOut();
    reset();
    toast.success(accountMessages.passwordChanged);
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
