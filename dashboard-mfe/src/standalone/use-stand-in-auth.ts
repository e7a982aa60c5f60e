import type { AuthIdentity, AuthResponse, LoginBody } from '@phoneparts/contracts';
import { createApiClient, type ApiClient, type AuthContextValue, type AuthStatus } from '@phoneparts/shared-ui';
import { useCallback, useEffect, useMemo, useState } from 'react';

/** The shell keeps the session under this key (spec §3 Session); the stand-in shares it. */
const tokenKey = 'accessToken';

/**
 * A stand-in for the shell's auth: the token in localStorage, the identity from GET /auth/me.
 * Only for the standalone host; inside the shell the remote reads the shell's context.
 */
export function useStandInAuth(apiUrl: string): {
  api: ApiClient;
  auth: AuthContextValue;
  signIn(body: LoginBody): Promise<void>;
} {
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
    () => createApiClient({ baseUrl: apiUrl, getToken: () => localStorage.getItem(tokenKey), onUnauthorized: signOut }),
    [apiUrl, signOut],
  );

  const refresh = useCallback(async () => {
    try {
      setUser(await api.get<AuthIdentity>('/auth/me'));
      setStatus('signedIn');
    } catch {
      signOut();
    }
  }, [api, signOut]);

  useEffect(() => {
    if (token) void refresh();
  }, [token, refresh]);

  const signIn = useCallback(
    async (body: LoginBody) => {
      const answer = await api.post<AuthResponse>('/auth/login', body);
      localStorage.setItem(tokenKey, answer.accessToken);
      setStatus('loading');
      setToken(answer.accessToken);
    },
    [api],
  );

  const startSession = useCallback((session: AuthResponse) => {
    localStorage.setItem(tokenKey, session.accessToken);
    setToken(session.accessToken);
    setUser(session.user);
  }, []);

  const auth = useMemo(
    () => ({ user, token, status, signOut, refresh, startSession }),
    [user, token, status, signOut, refresh, startSession],
  );
  return { api, auth, signIn };
}
