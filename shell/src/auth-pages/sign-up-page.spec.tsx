import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { Route, Routes } from 'react-router-dom';
import { apiMessages, uiMessages, validationMessages as m } from '@phoneparts/contracts';
import { SignUpPage } from './sign-up-page';
import { ann, renderShell } from '../testing/render-shell';

const routes = (
  <Routes>
    <Route path="/signUp" element={<SignUpPage />} />
    <Route path="*" element={<p>elsewhere</p>} />
  </Routes>
);

async function fillIn(values: { name?: string; email?: string; password?: string }) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('SignUpPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows every required message of the validation rules', async () => {
    renderShell(routes, { path: '/signUp' });
    await fillIn({});
    expect(await screen.findByText(m.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(m.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(m.passwordRequired)).toBeInTheDocument();
  });

  it('shows the invalid email and weak password messages', async () => {
    const { calls } = renderShell(routes, { path: '/signUp' });
    await fillIn({ name: 'Ann', email: 'a1@b2.c3', password: 'abcdefgh1' });
    expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.passwordWeak)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('creates the account, says a verification mail was sent and goes home signed in', async () => {
    const info = jest.spyOn(toast, 'info');
    const { calls, store } = renderShell(routes, {
      path: '/signUp',
      routes: { 'POST /auth/signup': () => [201, { accessToken: 'jwt', user: ann }] },
    });
    await fillIn({ name: 'Ann Lee', email: 'ann@example.com', password: 'Secret#123' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/auth/signup',
      body: { name: 'Ann Lee', email: 'ann@example.com', password: 'Secret#123' },
    });
    expect(info).toHaveBeenCalledWith(uiMessages.verificationSent);
    expect(store.getState().auth.user).toEqual(ann);
  });

  it("shows the API's refusal as the error toast error1", async () => {
    const error = jest.spyOn(toast, 'error');
    renderShell(routes, {
      path: '/signUp',
      routes: { 'POST /auth/signup': () => [409, { message: apiMessages.emailInUse }] },
    });
    await fillIn({ name: 'Ann Lee', email: 'ann@example.com', password: 'Secret#123' });
    await waitFor(() => expect(error).toHaveBeenCalledWith(apiMessages.emailInUse, { toastId: 'error1' }));
  });

  it('links to login', () => {
    renderShell(routes, { path: '/signUp' });
    expect(screen.getByRole('link', { name: 'Please login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });
});
