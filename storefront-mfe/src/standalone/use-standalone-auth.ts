import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AuthIdentity, AuthResponse, LoginBody } from '@phoneparts/contracts';
import { createApiClient, type ApiClient, type AuthContextValue, type ShopConfig } from '@phoneparts/shared-ui';

const tokenKey = 'accessToken';

export interface StandaloneAuth {
  api: ApiClient;
  auth: AuthContextValue;
  signIn(body: LoginBody): Promise<void>;
}

/**
 * Stand-in for the shell's auth so the remote runs alone: the same token key, the real API's
 * /auth/login and /auth/me, no Redux. The shell's auth (its store, guards and screens) replaces
 * all of this when the remote is loaded into it.
 */
export function useStandaloneAuth(config: ShopConfig): StandaloneAuth {
  const [token, setToken] = useState<string | null>(() => localStorage.getItem(tokenKey));
  const [user, setUser] = useState<AuthIdentity | null>(null);
  const [checked, setChecked] = useState(false);

  const signOut = useCallback(() => {
    localStorage.removeItem(tokenKey);
    setToken(null);
    setUser(null);
  }, []);

  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: config.apiUrl,
        getToken: () => localStorage.getItem(tokenKey),
        onUnauthorized: signOut,
      }),
    [config.apiUrl, signOut],
  );

  const refresh = useCallback(async () => {
    if (!localStorage.getItem(tokenKey)) {
      setUser(null);
      setChecked(true);
      return;
    }
    try {
      setUser(await api.get<AuthIdentity>('/auth/me'));
    } catch {
      signOut();
    } finally {
      setChecked(true);
    }
  }, [api, signOut]);

  useEffect(() => {
    void refresh();
  }, [refresh, token]);

  const signIn = useCallback(
    async (body: LoginBody) => {
      const answer = await api.post<AuthResponse>('/auth/login', body);
      localStorage.setItem(tokenKey, answer.accessToken);
      setUser(answer.user);
      setToken(answer.accessToken);
    },
    [api],
  );

  const status = !checked ? 'loading' : user ? 'signedIn' : 'signedOut';
  const auth = useMemo<AuthContextValue>(
    () => ({ user, token, status, signOut, refresh }),
    [user, token, status, signOut, refresh],
  );
  return { api, auth, signIn };
}
