import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { uiMessages } from '@phoneparts/contracts';
import { LoginPage } from './login-page';
import { renderShell } from '../testing/render-shell';

// The checks' chunk cannot be fetched (the shopper's connection dropped after the page arrived).
jest.mock('./auth-checks', () => {
  throw new Error('ChunkLoadError: Loading chunk failed');
});

describe('a sign-in form whose checks cannot load', () => {
  it('says so and sends nothing', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = renderShell(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      { path: '/login' },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(uiMessages.networkError)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
