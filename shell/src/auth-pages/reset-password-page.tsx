import { useSearchParams } from 'react-router-dom';
import { RequestResetForm } from './request-reset-form';
import { SetNewPasswordForm } from './set-new-password-form';

/** /resetPassword asks for the email; the mailed link (/resetPassword?token=…) sets the new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <SetNewPasswordForm token={token} /> : <RequestResetForm />;
}
