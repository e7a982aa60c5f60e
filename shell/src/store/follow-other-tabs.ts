import { authActions } from './auth-slice';
import { loadCurrentUser } from './auth-thunks';
import type { ShellStore } from './create-shell-store';
import { readToken, tokenKey } from './token-storage';

/**
 * The tabs of one browser share one session (localStorage). When another tab stores a new token (it
 * signed in, or changed the password — which ends every older token) this tab takes it, so it does not
 * fail on its now-dead token and then sign the whole browser out; when another tab signs out, so does
 * this one. Other browsers and devices hold their own tokens and end at their next request.
 */
export function followOtherTabs(store: ShellStore, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== tokenKey && event.key !== null) return;
    const token = readToken();
    if (token === store.getState().auth.token) return;
    if (token) {
      store.dispatch(authActions.tokenChangedElsewhere(token));
      void store.dispatch(loadCurrentUser());
    } else {
      store.dispatch(authActions.signedOut());
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
