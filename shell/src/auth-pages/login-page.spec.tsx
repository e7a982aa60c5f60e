import { createHash } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { Route, Routes } from 'react-router-dom';
import { apiMessages, validationMessages as m } from '@phoneparts/contracts';
import { LoginPage } from './login-page';
import { leaveTo } from './browser-navigation';
import { ann, renderShell } from '../testing/render-shell';

jest.mock('./browser-navigation', () => ({ leaveTo: jest.fn() }));

const routes = (
  <Routes>
    <Route path="/login" element={<LoginPage />} />
    <Route path="*" element={<p>elsewhere</p>} />
  </Routes>
);

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('LoginPage', () => {
  let toastError: jest.SpyInstance;
  beforeEach(() => {
    toastError = jest.spyOn(toast, 'error');
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the required messages of the validation rules', async () => {
    renderShell(routes, { path: '/login' });
    await fillIn('', '');
    expect(await screen.findByText(m.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(m.passwordRequired)).toBeInTheDocument();
  });

  it('rejects an email without three consecutive letters and a weak password', async () => {
    const { calls } = renderShell(routes, { path: '/login' });
    await fillIn('ab1@x1.io', 'password');
    expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.passwordWeak)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('signs in and returns to the page the user came from', async () => {
    const { calls, store } = renderShell(routes, {
      path: { pathname: '/login', state: { from: { pathname: '/purchase/7', search: '?q=1' } } },
      routes: { 'POST /auth/login': () => [200, { accessToken: 'jwt', user: ann }] },
    });
    await fillIn('Ann@Example.com', 'Secret#123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/purchase/7?q=1'));
    expect(calls[0].body).toEqual({ email: 'ann@example.com', password: 'Secret#123' });
    expect(store.getState().auth.status).toBe('signedIn');
    expect(window.localStorage.getItem('accessToken')).toBe('jwt');
  });

  it('goes home after sign-in when the user came straight to /login', async () => {
    renderShell(routes, {
      path: '/login',
      routes: { 'POST /auth/login': () => [200, { accessToken: 'jwt', user: ann }] },
    });
    await fillIn('ann@example.com', 'Secret#123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it("shows the API's message as the error toast error1", async () => {
    renderShell(routes, {
      path: '/login',
      routes: { 'POST /auth/login': () => [401, { message: apiMessages.invalidCredentials }] },
    });
    await fillIn('ann@example.com', 'Secret#123');
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(apiMessages.invalidCredentials, { toastId: 'error1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('toggles the password between hidden and shown', async () => {
    const user = userEvent.setup();
    renderShell(routes, { path: '/login' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to reset and sign up', () => {
    renderShell(routes, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/resetPassword');
    expect(screen.getByRole('link', { name: 'Create new account' })).toHaveAttribute('href', '/signUp');
  });

  it('shows the error of a failed Google sign-in from #error= as the error toast', async () => {
    renderShell(routes, { path: { pathname: '/login', hash: `#error=${encodeURIComponent('Google said no')}` } });
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Google said no', { toastId: 'error1' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });

  it("'Continue with Google' explains when Google sign-in is not configured", async () => {
    renderShell(routes, { path: '/login', routes: { 'GET /auth/providers': () => [200, { google: false }] } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(apiMessages.googleNotConfigured, { toastId: 'error1' }),
    );
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it("'Continue with Google' goes to the API's Google start with the return path and this tab's binding", async () => {
    renderShell(routes, {
      path: { pathname: '/login', state: { from: { pathname: '/dashboard/myProfile' } } },
      routes: { 'GET /auth/providers': () => [200, { google: true }] },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalled());
    const url = new URL((leaveTo as jest.Mock).mock.calls[0][0]);
    expect(`${url.origin}${url.pathname}`).toBe('http://api.test/auth/google');
    expect(url.searchParams.get('returnTo')).toBe('/dashboard/myProfile');
    // The binding is the SHA-256 of the verifier the tab keeps; the verifier itself never leaves.
    const verifier = window.sessionStorage.getItem('googleSignInVerifier')!;
    expect(verifier).toMatch(/^[\w-]{43}$/);
    const digest = Buffer.from(createHash('sha256').update(verifier).digest()).toString('base64url');
    expect(url.searchParams.get('binding')).toBe(digest);
  });
});
