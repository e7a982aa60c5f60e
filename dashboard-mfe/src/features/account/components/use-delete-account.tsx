import { accountMessages, type DeleteAccountBody } from '@phoneparts/contracts';
import { useAuth } from '@phoneparts/shared-ui';
import { ConfirmDialog } from '@phoneparts/shared-ui/data-views';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { toastError } from '../../../common/error-message';
import { useDeleteAccountMutation } from '../api/delete-account';

/**
 * Ask → confirm in a dialog → delete → toast → sign out and leave for the home page. The account's
 * tokens die with it, so signing out here only ends what this tab still holds.
 */
export function useDeleteAccount() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const [pending, setPending] = useState<DeleteAccountBody | null>(null);

  const confirm = async () => {
    const body = pending;
    setPending(null);
    if (!body) return;
    try {
      await deleteAccount(body).unwrap();
      toast.success(accountMessages.accountDeleted);
      // Signed out first, as the top bar's sign-out does: the navigation to the home page then starts
      // before the signed-in page's guard can send the tab to /login.
      auth.signOut();
      void navigate('/');
    } catch (error) {
      toastError(error);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      message={accountMessages.deleteAccountQuestion}
      confirmLabel="Delete my account"
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: setPending, deleting: isLoading, dialog };
}
