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

export function writeToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(tokenKey, token);
    else window.localStorage.removeItem(tokenKey);
  } catch {
    // storage disabled: the session lasts for this page only
  }
}

/** Whether the stored session's address is verified, for public/first-screen.js (see emailVerifiedHintKey). */
export function writeEmailVerifiedHint(verified: boolean): void {
  try {
    if (verified) window.localStorage.setItem(emailVerifiedHintKey, 'true');
    else window.localStorage.removeItem(emailVerifiedHintKey);
  } catch {
    // storage disabled: no early first screen
  }
}

/** The API's address from the config, for the next visit's public/first-screen.js (see apiUrlHintKey). */
export function writeApiUrlHint(apiUrl: string): void {
  try {
    window.localStorage.setItem(apiUrlHintKey, apiUrl.replace(/\/+$/, ''));
  } catch {
    // storage disabled: the next visit reads the config first
  }
}
