import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the start of the Google flow must remember until the callback. */
export interface OidcState {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  /** SHA-256 of the verifier the shell tab keeps: the one-time code at the end is bound to it. */
  binding: string;
}

export const oidcCookieName = 'pp_google_oidc';
const cookiePath = '/auth/google';
const lifetimeSeconds = 10 * 60;

/**
 * The OIDC state, nonce and PKCE verifier travel in a short-lived, HttpOnly cookie signed with an
 * HMAC key of its own (derived from the JWT secret, so it can never pass as an access token). A
 * callback without this cookie — another browser, a forged link — or with a changed one is refused.
 */
export class OidcStateCookie {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly secure: boolean,
  ) {
    this.key = createHmac('sha256', secret).update('google-oidc-state-cookie').digest();
  }

  /** The `Set-Cookie` value that stores the state. */
  seal(state: OidcState, now = Date.now()): string {
    const payload = Buffer.from(JSON.stringify({ ...state, exp: now + lifetimeSeconds * 1000 })).toString('base64url');
    return this.cookie(`${payload}.${this.sign(payload)}`, lifetimeSeconds);
  }

  /** The `Set-Cookie` value that removes it (the state is good for one callback only). */
  clear(): string {
    return this.cookie('', 0);
  }

  /** The state from the request's `Cookie` header, or null when missing, altered or expired. */
  open(cookieHeader: string | undefined, now = Date.now()): OidcState | null {
    const value = readCookie(cookieHeader, oidcCookieName);
    const [payload, signature] = value?.split('.') ?? [];
    if (!payload || !signature) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      if (typeof data.exp !== 'number' || data.exp < now) return null;
      const { state, nonce, codeVerifier, returnTo, binding } = data;
      if (![state, nonce, codeVerifier, returnTo, binding].every((v) => typeof v === 'string')) return null;
      return { state, nonce, codeVerifier, returnTo, binding };
    } catch {
      return null;
    }
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  private cookie(value: string, maxAge: number): string {
    // SameSite=Lax: the cookie still comes along on the top-level redirect back from Google.
    return [
      `${oidcCookieName}=${value}`,
      `Path=${cookiePath}`,
      `Max-Age=${maxAge}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(this.secure ? ['Secure'] : []),
    ].join('; ');
  }
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
