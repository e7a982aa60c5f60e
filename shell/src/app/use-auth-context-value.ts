import { useMemo } from 'react';
import type { AuthContextValue } from '@phoneparts/shared-ui';
import { useShellDispatch, useShellSelector } from '../store/hooks';
import { loadCurrentUser, logOut } from '../store/auth-thunks';
import { authActions } from '../store/auth-slice';

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
      startSession: (session) => dispatch(authActions.signedIn({ token: session.accessToken, user: session.user })),
    }),
    [auth, dispatch],
  );
}
