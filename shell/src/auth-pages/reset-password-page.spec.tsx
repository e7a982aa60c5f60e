import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { Route, Routes } from 'react-router-dom';
import { apiMessages, uiMessages, validationMessages as m } from '@phoneparts/contracts';
import { ResetPasswordPage } from './reset-password-page';
import { renderShell } from '../testing/render-shell';

const routes = (
  <Routes>
    <Route path="/resetPassword" element={<ResetPasswordPage />} />
    <Route path="*" element={<p>elsewhere</p>} />
  </Routes>
);

describe('ResetPasswordPage — request a link', () => {
  afterEach(() => jest.restoreAllMocks());

  it("is titled 'Forgot Password' and links back to login", () => {
    renderShell(routes, { path: '/resetPassword' });
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('shows the email messages of the validation rules', async () => {
    const user = userEvent.setup();
    renderShell(routes, { path: '/resetPassword' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(m.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '12@34.io');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();
  });

  it("sends the reset mail and shows 'Email sent.'", async () => {
    const user = userEvent.setup();
    const { calls } = renderShell(routes, {
      path: '/resetPassword',
      routes: { 'POST /auth/password-reset': () => [200, {}] },
    });
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent(uiMessages.emailSent);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/auth/password-reset',
      body: { email: 'ann@example.com' },
    });
  });

  it('shows a failure as the error toast error1', async () => {
    const error = jest.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderShell(routes, {
      path: '/resetPassword',
      routes: { 'POST /auth/password-reset': () => [429, { message: apiMessages.tooManyRequests }] },
    });
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(apiMessages.tooManyRequests, { toastId: 'error1' }));
    expect(screen.queryByText(uiMessages.emailSent)).toBeNull();
  });
});

describe('ResetPasswordPage — set a new password from the mailed link', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the password messages of the validation rules', async () => {
    const user = userEvent.setup();
    renderShell(routes, { path: '/resetPassword?token=tok-1' });
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(m.passwordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(m.passwordWeak)).toBeInTheDocument();
  });

  it('saves the new password with the token, then goes to login', async () => {
    const success = jest.spyOn(toast, 'success');
    const user = userEvent.setup();
    const { calls } = renderShell(routes, {
      path: '/resetPassword?token=tok-1',
      routes: { 'POST /auth/password-reset/confirm': () => [200, {}] },
    });
    await user.type(screen.getByLabelText('New password'), 'Newer#1234');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(calls[0].body).toEqual({ token: 'tok-1', password: 'Newer#1234' });
    expect(success).toHaveBeenCalledWith(uiMessages.passwordChanged);
  });

  it('shows an expired link as the error toast error1', async () => {
    const error = jest.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderShell(routes, {
      path: '/resetPassword?token=old',
      routes: { 'POST /auth/password-reset/confirm': () => [400, { message: apiMessages.linkInvalid }] },
    });
    await user.type(screen.getByLabelText('New password'), 'Newer#1234');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(apiMessages.linkInvalid, { toastId: 'error1' }));
  });
});
