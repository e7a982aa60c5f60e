import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { apiMessages, uiMessages } from '@phoneparts/contracts';
import { VerifyEmailPage } from './verify-email-page';
import { GoogleDonePage } from './google-done-page';
import { ann, renderShell } from '../test/render-shell';

const routes = (
  <Routes>
    <Route path="/verify-email" element={<VerifyEmailPage />} />
    <Route path="/auth/google/done" element={<GoogleDonePage />} />
    <Route path="*" element={<p>elsewhere</p>} />
  </Routes>
);

describe('VerifyEmailPage', () => {
  it('confirms the token once and says the email is verified', async () => {
    const { calls } = renderShell(routes, { path: '/verify-email?token=v-1', routes: { 'POST /auth/verify-email': () => [200, {}] } });
    expect(screen.getByRole('status')).toHaveTextContent(uiMessages.verifyingEmail);
    expect(await screen.findByText(uiMessages.emailVerified)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/auth/verify-email')).toEqual([expect.objectContaining({ body: { token: 'v-1' } })]);
  });

  it("shows the API's message for an expired link", async () => {
    renderShell(routes, { path: '/verify-email?token=old', routes: { 'POST /auth/verify-email': () => [400, { message: apiMessages.linkInvalid }] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(apiMessages.linkInvalid);
  });

  it('refreshes the signed-in identity after verifying', async () => {
    const { store, calls } = renderShell(routes, {
      path: '/verify-email?token=v-2',
      user: ann,
      routes: {
        'POST /auth/verify-email': () => [200, {}],
        'GET /auth/me': () => [200, { ...ann, emailVerified: true }],
      },
    });
    await waitFor(() => expect(store.getState().auth.user?.emailVerified).toBe(true));
    expect(calls.map((c) => c.path)).toEqual(['/auth/verify-email', '/auth/me']);
  });
});

describe('GoogleDonePage', () => {
  it('stores the token from the fragment, loads the identity and goes to returnTo', async () => {
    const { store, calls } = renderShell(routes, {
      path: { pathname: '/auth/google/done', hash: '#accessToken=g-jwt&returnTo=%2Fpurchase%2Fp1' },
      routes: { 'GET /auth/me': () => [200, ann] },
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/purchase\/p1$/));
    expect(window.localStorage.getItem('accessToken')).toBe('g-jwt');
    expect(store.getState().auth.user).toEqual(ann);
    expect(calls[0].headers.Authorization).toBe('Bearer g-jwt');
  });

  it('never follows a returnTo to another site', async () => {
    renderShell(routes, {
      path: { pathname: '/auth/google/done', hash: '#accessToken=g-jwt&returnTo=%2F%2Fevil.example' },
      routes: { 'GET /auth/me': () => [200, ann] },
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('goes to /login without a token', async () => {
    renderShell(routes, { path: '/auth/google/done' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });
});
