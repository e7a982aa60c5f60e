import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  identityPath,
  sessionTokenKey,
  type AuthIdentity,
  type AuthResponse,
  type LoginBody,
} from '@phoneparts/contracts';
import { createApiClient, type ApiClient } from '../api/api-client';
import type { AuthContextValue, AuthStatus } from '../context/shop-context';

/** The shell keeps the session under this key (docs/product.md#3-entities, "Session"); the dev host shares it. */
const tokenKey = sessionTokenKey;

export interface StandaloneAuth {
  api: ApiClient;
  auth: AuthContextValue;
  signIn(body: LoginBody): Promise<void>;
}

/**
 * Stand-in for the shell's auth so a remote runs alone: the same token key, the real API's
 * /auth/login and /auth/me, no Redux. Inside the shell, the remote reads the shell's auth instead.
 */
export function useStandaloneAuth(apiUrl: string): StandaloneAuth {
  const [token, setToken] = useState(() => localStorage.getItem(tokenKey));
  const [user, setUser] = useState<AuthIdentity | null>(null);
  const [status, setStatus] = useState<AuthStatus>(token ? 'loading' : 'signedOut');

  const signOut = useCallback(() => {
    localStorage.removeItem(tokenKey);
    setToken(null);
    setUser(null);
    setStatus('signedOut');
  }, []);

  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: apiUrl,
        getToken: () => localStorage.getItem(tokenKey),
        onUnauthorized: signOut,
        // The client reads the token from storage on every call, so storing the renewed one is enough.
        onRenewed: (session) => localStorage.setItem(tokenKey, session.accessToken),
      }),
    [apiUrl, signOut],
  );

  const refresh = useCallback(async () => {
    try {
      setUser(await api.get<AuthIdentity>(identityPath));
      setStatus('signedIn');
    } catch {
      signOut();
    }
  }, [api, signOut]);

  useEffect(() => {
    if (token) void refresh();
  }, [token, refresh]);

  const startSession = useCallback((session: AuthResponse) => {
    localStorage.setItem(tokenKey, session.accessToken);
    setToken(session.accessToken);
    setUser(session.user);
    setStatus('signedIn');
  }, []);

  const signIn = useCallback(
    async (body: LoginBody) => startSession(await api.post<AuthResponse>('/auth/login', body)),
    [api, startSession],
  );

  const auth = useMemo<AuthContextValue>(
    () => ({ user, token, status, signOut, refresh, startSession }),
    [user, token, status, signOut, refresh, startSession],
  );
  return { api, auth, signIn };
}
