import { createHash, randomBytes, randomUUID } from 'node:crypto';

export const refreshCookieName = 'pp_refresh';
/** The one route that reads the cookie: the browser sends it nowhere else (not with /auth/me, not with orders). */
export const refreshCookiePath = '/auth/refresh';

/** A new refresh token: `<family id>.<secret>`, 256 random bits of secret. */
export function newRefreshToken(familyId: string = randomUUID()): { token: string; familyId: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${familyId}.${secret}`, familyId, hash: digest(secret) };
}

/** The family and the digest of the secret of a presented token; null for anything not shaped like one. */
export function readRefreshToken(cookieHeader: string | undefined): { familyId: string; hash: string } | null {
  const value = readCookie(cookieHeader, refreshCookieName);
  const match = value
    ? /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([\w-]{43})$/.exec(value)
    : null;
  return match ? { familyId: match[1], hash: digest(match[2]) } : null;
}

/**
 * The `Set-Cookie` value that stores a refresh token. HttpOnly: the page's scripts (and anything
 * injected into them) cannot read it. Secure: never over plain HTTP (browsers make an exception for
 * localhost). SameSite=Strict: no other site can make the browser send it; the shop's own origins are
 * one site with the API (same scheme and registrable domain; ports do not count), and Google sign-in
 * ends with the shell's own POST /auth/google/exchange, so Strict costs nothing there.
 */
export function refreshCookie(token: string, maxAgeSeconds: number): string {
  return cookie(token, maxAgeSeconds);
}

/** The `Set-Cookie` value that removes the refresh token. */
export function clearedRefreshCookie(): string {
  return cookie('', 0);
}

function cookie(value: string, maxAge: number): string {
  return [
    `${refreshCookieName}=${value}`,
    `Path=${refreshCookiePath}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'Secure',
    'SameSite=Strict',
  ].join('; ');
}

function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
