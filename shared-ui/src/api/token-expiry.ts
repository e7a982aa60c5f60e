/**
 * Renewal ahead of expiry: a token this close to its end is renewed before the call, so a call never
 * leaves with a token that dies on the way (and a slow clock has some room).
 */
const renewAheadMs = 30_000;

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
