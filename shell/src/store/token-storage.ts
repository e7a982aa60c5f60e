import { apiUrlHintKey, emailVerifiedHintKey, sessionTokenKey } from '@phoneparts/contracts';

/** The session token lives in localStorage under `accessToken` (spec §3 "Session"). */
export const tokenKey = sessionTokenKey;

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(tokenKey);
  } catch {
    return null; // storage disabled (privacy mode): behave as signed out
  }
}

/**
 * Stores `value` under `key`, or removes the key for null. With storage disabled nothing is kept: the
 * session lasts for this page only, and the next visit draws no early first screen.
 */
function writeStored(key: string, value: string | null): void {
  try {
    if (value) window.localStorage.setItem(key, value);
    else window.localStorage.removeItem(key);
  } catch {
    // storage disabled (privacy mode)
  }
}

export function writeToken(token: string | null): void {
  writeStored(tokenKey, token);
}

/** Whether the stored session's address is verified, for public/part-first-screen.js (see emailVerifiedHintKey). */
export function writeEmailVerifiedHint(verified: boolean): void {
  writeStored(emailVerifiedHintKey, verified ? 'true' : null);
}

/** The API's address from the config, for the next visit's public/part-first-screen.js (see apiUrlHintKey). */
export function writeApiUrlHint(apiUrl: string): void {
  writeStored(apiUrlHintKey, apiUrl.replace(/\/+$/, ''));
}
