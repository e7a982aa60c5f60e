import { toast } from 'react-toastify';

/** The one toast id of identity errors (docs/product.md#8-errors: one toast id, so they do not pile up). */
const authErrorToastId = 'error1';

/** Shows a sign-in/sign-up/reset failure as the error toast; a newer failure replaces the shown one. */
export function showAuthError(error: unknown): void {
  const message = messageOf(error);
  if (toast.isActive(authErrorToastId)) toast.update(authErrorToastId, { render: message, type: 'error' });
  else toast.error(message, { toastId: authErrorToastId });
}

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  return 'Something went wrong';
}
