/**
 * The secret that ties a Google sign-in to the browser tab that started it (login fixation defence).
 * Before leaving for Google the shell makes a random verifier, keeps it in this tab's sessionStorage
 * and sends only its SHA-256 (the binding) to the API. The API's one-time code at /auth/google/done
 * is exchanged for a token only with that verifier, so a link carrying someone else's code — or an old
 * `#accessToken=` — signs nobody in.
 */
const storageKey = 'googleSignInVerifier';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Makes and keeps a new verifier; answers the binding to send to GET /auth/google. */
export async function startGoogleSignIn(): Promise<string> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  window.sessionStorage.setItem(storageKey, verifier);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** This tab's verifier, removed as it is read (it serves one sign-in); null if this tab started none. */
export function takeGoogleSignInVerifier(): string | null {
  const verifier = window.sessionStorage.getItem(storageKey);
  window.sessionStorage.removeItem(storageKey);
  return verifier;
}
