import { refreshPath, type AuthResponse } from '@phoneparts/contracts';

/** What a renewal came to: a new session, the end of the session, or no answer (offline, API down). */
export type RenewalOutcome = { session: AuthResponse } | 'ended' | 'unreachable';

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
