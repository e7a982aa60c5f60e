import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { ToastHost } from './toast-host';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ToastHost />
    </MemoryRouter>,
  );

/** A toast is read out: it is an alert inside react-toastify's polite live region. */
async function expectAnnounced(text: string) {
  const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
  expect(alert).toHaveTextContent(text);
  expect(alert.closest('[aria-live="polite"]')).not.toBeNull();
}

describe('ToastHost', () => {
  it('announces toasts on any page through a live region', async () => {
    renderAt('/dashboard');
    act(() => void toast.success('Profile updated'));
    await expectAnnounced('Profile updated');
  });

  it('on the home page keeps a toast queued until the first interaction loads the container', async () => {
    renderAt('/');
    act(() => void toast.error('Out of stock'));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.keyDown(window, { key: 'Tab' });
    await expectAnnounced('Out of stock');
  });
});
