import { waitFor } from '@testing-library/react';
import { authActions } from './auth-slice';
import { createShellStore } from './create-shell-store';
import { followOtherTabs } from './follow-other-tabs';
import { fakeFetch } from '../testing/fake-fetch';
import { ann, testConfig } from '../testing/render-shell';

/** What the browser does in this tab when another tab of the same browser writes localStorage. */
function anotherTabStores(token: string | null) {
  if (token) window.localStorage.setItem('accessToken', token);
  else window.localStorage.removeItem('accessToken');
  window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: token }));
}

describe('tabs of one browser share the session', () => {
  it('takes the token another tab stored (e.g. after a password change) and confirms who it is', async () => {
    const api = fakeFetch({ 'GET /auth/me': () => [200, ann] });
    const { store } = createShellStore(testConfig, { fetch: api.fetch });
    store.dispatch(authActions.signedIn({ token: 'before-change', user: ann }));
    const stop = followOtherTabs(store);

    anotherTabStores('after-change');
    await waitFor(() =>
      expect(store.getState().auth).toEqual({ token: 'after-change', user: ann, status: 'signedIn' }),
    );
    expect(api.calls[0].headers.Authorization).toBe('Bearer after-change');
    stop();
  });

  it('signs out when another tab signed out', () => {
    const { store } = createShellStore(testConfig, { fetch: fakeFetch({}).fetch });
    store.dispatch(authActions.signedIn({ token: 't', user: ann }));
    const stop = followOtherTabs(store);
    anotherTabStores(null);
    expect(store.getState().auth.status).toBe('signedOut');
    stop();
  });
});
