import { accountMessages, type DeleteAccountBody } from '@phoneparts/contracts';
import { useAuth } from '@phoneparts/shared-ui';
import { ConfirmDialog } from '@phoneparts/shared-ui/data-views';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { toastError } from '../../../common/error-message';
import { useDeleteAccountMutation } from '../api/delete-account';

/** Resolves once the tab's address is `path`, or after `timeoutMs` whatever it is. */
function addressIs(path: string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve) => {
    const check = () => (window.location.pathname === path || Date.now() > until ? resolve() : setTimeout(check, 50));
    check();
  });
}

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
      // Leave the signed-in page before signing out: the shell's router moves to the home page once its
      // route loader settles, and a sign-out before that would have this page's guard send the tab to
      // /login. Whatever navigate() returns (the dev host's router too), wait for the address
      // itself.
      void navigate('/');
      await addressIs('/');
      auth.signOut();
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
