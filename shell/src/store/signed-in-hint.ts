import { signedInHintCookie } from '@phoneparts/contracts';

/**
 * The session's idle limit by default (docs/deploy.md, "Sessions"). The shell sets the hint again at
 * every start-up, sign-in and renewal, so a longer idle limit only costs one server-drawn visit.
 */
const hintSeconds = 7 * 86_400;

/**
 * Sets or clears the signed-in hint cookie (contracts' `signedInHintCookie`): while set, the web tier
 * answers the public pages with the static shell, which a signed-in browser draws anyway. It holds no
 * secret; the token stays in localStorage.
 */
export function hintSignedIn(signedIn: boolean): void {
  // Max-Age=0 removes it (whatever the value).
  document.cookie = `${signedInHintCookie}=1; Path=/; Max-Age=${signedIn ? hintSeconds : 0}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}
