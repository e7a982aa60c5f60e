import { sessionTokenKey } from '@phoneparts/contracts';
import { hintSignedIn } from './signed-in-hint';

/** The session token lives in localStorage under `accessToken` (docs/product.md#3-entities, "Session"). */
export const tokenKey = sessionTokenKey;

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(tokenKey);
  } catch {
    return null; // storage disabled (privacy mode): behave as signed out
  }
}

/**
 * Stores the token, or removes it for null, and sets the signed-in hint to match what is stored. With
 * storage disabled the session lasts for this page only: no hint, the next page is a visitor's.
 */
export function writeToken(token: string | null): void {
  let stored = !!token;
  try {
    if (token) window.localStorage.setItem(tokenKey, token);
    else window.localStorage.removeItem(tokenKey);
  } catch {
    stored = false; // storage disabled (privacy mode)
  }
  hintSignedIn(stored);
}
