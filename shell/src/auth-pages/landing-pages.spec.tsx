import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { accountMessages, apiMessages, uiMessages } from '@phoneparts/contracts';
import { VerifyEmailPage } from './verify-email-page';
import { ConfirmEmailPage } from './confirm-email-page';
import { GoogleDonePage } from './google-done-page';
import { ann, renderShell } from '../testing/render-shell';
import { loadCurrentUser } from '../store/auth-thunks';

const routes = (
  <Routes>
    <Route path="/verify-email" element={<VerifyEmailPage />} />
    <Route path="/confirm-email" element={<ConfirmEmailPage />} />
    <Route path="/auth/google/done" element={<GoogleDonePage />} />
    <Route path="*" element={<p>elsewhere</p>} />
  </Routes>
);

describe('VerifyEmailPage', () => {
  it('confirms the token once and says the email is verified', async () => {
    const { calls } = renderShell(routes, {
      path: '/verify-email?token=v-1',
      routes: { 'POST /auth/verify-email': () => [200, {}] },
    });
    expect(screen.getByRole('status')).toHaveTextContent(uiMessages.verifyingEmail);
    expect(await screen.findByText(uiMessages.emailVerified)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/auth/verify-email')).toEqual([
      expect.objectContaining({ body: { token: 'v-1' } }),
    ]);
  });

  it("shows the API's message for an expired link", async () => {
    renderShell(routes, {
      path: '/verify-email?token=old',
      routes: { 'POST /auth/verify-email': () => [400, { message: apiMessages.linkInvalid }] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(apiMessages.linkInvalid);
  });

  it('refreshes the signed-in identity after verifying, before it says so (the banner asking for it has gone by then)', async () => {
    const { store, calls } = renderShell(routes, {
      path: '/verify-email?token=v-2',
      user: ann,
      routes: {
        'POST /auth/verify-email': () => [200, {}],
        // Answered a little later, as over a network: the page must wait for it.
        'GET /auth/me': () =>
          new Promise((answer) => setTimeout(() => answer([200, { ...ann, emailVerified: true }]), 50)),
      },
    });
    await screen.findByText(uiMessages.emailVerified);
    expect(store.getState().auth.user?.emailVerified).toBe(true);
    expect(calls.map((c) => c.path)).toEqual(['/auth/verify-email', '/auth/me']);
  });

  it('on a cold load, re-reads the identity after the link has worked even if the first read was still under way', async () => {
    // The shell's start-up read of the identity answers after the link has worked, with what the account
    // was before it: the page must read again rather than leave the banner asking to verify.
    let reads = 0;
    const { store, calls } = renderShell(routes, {
      path: '/verify-email?token=v-3',
      token: 'jwt',
      routes: {
        'POST /auth/verify-email': () => [200, {}],
        'GET /auth/me': () => {
          reads += 1;
          const identity = { ...ann, emailVerified: reads > 1 };
          return new Promise((answer) => setTimeout(() => answer([200, identity]), 50));
        },
      },
    });
    expect(store.getState().auth.status).toBe('loading');
    void store.dispatch(loadCurrentUser()); // what the entry does at start-up with a stored token
    await screen.findByText(uiMessages.emailVerified);
    expect(store.getState().auth.user?.emailVerified).toBe(true);
    expect(calls.map((c) => c.path)).toEqual(['/auth/verify-email', '/auth/me', '/auth/me']);
  });
});

describe('ConfirmEmailPage', () => {
  it('moves the account to the new address once and shows it signed in with that address', async () => {
    const { store, calls } = renderShell(routes, {
      path: '/confirm-email?token=c-1',
      user: ann,
      routes: {
        'POST /account/email/confirm': () => [200, { email: 'ann.new@example.com' }],
        'GET /auth/me': () => [200, { ...ann, email: 'ann.new@example.com', emailVerified: true }],
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent(accountMessages.changingEmail);
    expect(await screen.findByText(accountMessages.emailChanged)).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.user?.email).toBe('ann.new@example.com'));
    expect(calls.filter((c) => c.path === '/account/email/confirm')).toEqual([
      expect.objectContaining({ body: { token: 'c-1' } }),
    ]);
  });

  it("shows the API's message for a used or expired link", async () => {
    renderShell(routes, {
      path: '/confirm-email?token=used',
      routes: { 'POST /account/email/confirm': () => [400, { message: apiMessages.linkInvalid }] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(apiMessages.linkInvalid);
  });
});

describe('GoogleDonePage', () => {
  const exchange = {
    'POST /auth/google/exchange': () => [200, { accessToken: 'g-jwt', user: ann }] as [number, unknown],
  };

  it("trades the code and this tab's verifier for a session and goes to returnTo", async () => {
    window.sessionStorage.setItem('googleSignInVerifier', 'v-1');
    const { store, calls } = renderShell(routes, {
      path: { pathname: '/auth/google/done', hash: '#code=c-1&returnTo=%2Fpurchase%2Fp1' },
      routes: exchange,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/purchase\/p1$/));
    expect(calls).toEqual([
      expect.objectContaining({ path: '/auth/google/exchange', body: { code: 'c-1', verifier: 'v-1' } }),
    ]);
    expect(window.localStorage.getItem('accessToken')).toBe('g-jwt');
    expect(store.getState().auth.user).toEqual(ann);
    expect(window.sessionStorage.getItem('googleSignInVerifier')).toBeNull(); // one sign-in per verifier
  });

  it('never follows a returnTo to another site', async () => {
    window.sessionStorage.setItem('googleSignInVerifier', 'v-1');
    renderShell(routes, {
      path: { pathname: '/auth/google/done', hash: '#code=c-1&returnTo=%2F%2Fevil.example' },
      routes: exchange,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('refuses a code in a tab that started no Google sign-in (a link someone sent), without asking the API', async () => {
    const { store, calls } = renderShell(routes, {
      path: { pathname: '/auth/google/done', hash: '#code=someone-elses' },
      routes: exchange,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(calls).toEqual([]);
    expect(store.getState().auth.status).toBe('signedOut');
  });

  it('never takes a token from the URL', async () => {
    const { store, calls } = renderShell(routes, {
      path: { pathname: '/auth/google/done', hash: '#accessToken=someone-elses-jwt' },
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(calls).toEqual([]);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(store.getState().auth.status).toBe('signedOut');
  });

  it('goes back to /login with the message when the API refuses the code', async () => {
    window.sessionStorage.setItem('googleSignInVerifier', 'v-1');
    const { store } = renderShell(routes, {
      path: { pathname: '/auth/google/done', hash: '#code=used' },
      routes: { 'POST /auth/google/exchange': () => [400, { message: apiMessages.googleSignInFailed }] },
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(store.getState().auth.status).toBe('signedOut');
  });

  it('goes to /login without a token', async () => {
    renderShell(routes, { path: '/auth/google/done' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });
});
