import { useMemo } from 'react';
import type { AuthContextValue } from '@phoneparts/shared-ui';
import { useShellDispatch, useShellSelector } from '../store/hooks';
import { loadCurrentUser, logOut } from '../store/auth-thunks';

/** The auth part of the ShopProvider value, derived from the Redux auth state. */
export function useAuthContextValue(): AuthContextValue {
  const auth = useShellSelector((state) => state.auth);
  const dispatch = useShellDispatch();
  return useMemo(
    () => ({
      user: auth.user,
      token: auth.token,
      status: auth.status,
      signOut: () => void dispatch(logOut()),
      refresh: async () => {
        await dispatch(loadCurrentUser());
      },
    }),
    [auth, dispatch],
  );
}
