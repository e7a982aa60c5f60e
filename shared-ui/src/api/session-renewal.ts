import { refreshPath, type AuthResponse } from '@phoneparts/contracts';

/** What a renewal came to: a new session, the end of the session, or no answer (offline, API down). */
export type RenewalOutcome = { session: AuthResponse } | 'ended' | 'unreachable';

/**
 * Renewal ahead of expiry: a token this close to its end is renewed before the call, so a call never
 * leaves with a token that dies on the way (and a slow clock has some room).
 */
const renewAheadMs = 30_000;

/**
 * Renews the session with the HttpOnly refresh cookie (POST /auth/refresh, credentialed). One renewal
 * at a time per page: calls that find the token expiring together wait for the same answer, so the
 * page never presents one refresh token twice. Tabs renewing at the same instant are the API's grace.
 */
export function createSessionRenewal(
  baseUrl: string,
  doFetch: typeof fetch,
  onRenewed: (session: AuthResponse) => void,
): () => Promise<RenewalOutcome> {
  let inFlight: Promise<RenewalOutcome> | null = null;

  async function renewOnce(): Promise<RenewalOutcome> {
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${refreshPath}`, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        credentials: 'include',
      });
    } catch {
      return 'unreachable';
    }
    // Busy or failing (429, 5xx): try again with a later call. Any other refusal ends the session.
    if (response.status === 429 || response.status >= 500) return 'unreachable';
    if (!response.ok) return 'ended';
    const session = JSON.parse(await response.text()) as AuthResponse;
    onRenewed(session);
    return { session };
  }

  return () => {
    inFlight ??= renewOnce().finally(() => (inFlight = null));
    return inFlight;
  };
}

/** Whether a JWT expires within the renewal margin (false for anything that is not a readable JWT). */
export function expiresSoon(token: string, now = Date.now()): boolean {
  try {
    const payload = token.split('.')[1];
    if (!payload) return false;
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' && claims.exp * 1000 - now < renewAheadMs;
  } catch {
    return false;
  }
}
