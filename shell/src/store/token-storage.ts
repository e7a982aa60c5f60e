import { sessionTokenKey } from '@phoneparts/contracts';

/** The session token lives in localStorage under `accessToken` (docs/product.md#3-entities, "Session"). */
export const tokenKey = sessionTokenKey;

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(tokenKey);
  } catch {
    return null; // storage disabled (privacy mode): behave as signed out
  }
}

/** Stores the token, or removes it for null. With storage disabled the session lasts for this page only. */
export function writeToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(tokenKey, token);
    else window.localStorage.removeItem(tokenKey);
  } catch {
    // storage disabled (privacy mode)
  }
}
