import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { uiMessages } from '@phoneparts/contracts';
import { clearRemoteCache } from '../federation/remote-loader';
import { ann, renderShellApp } from '../testing/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeEach(() => {
  clearRemoteCache();
  load.mockReset();
  load.mockImplementation(async (id: string) => ({ default: () => <p>remote {id}</p> }) as never);
});

async function renderSignedIn(path: string) {
  return renderShellApp({ path, token: 'jwt', user: ann });
}

describe('routes', () => {
  it('shows the storefront home page at /', async () => {
    renderShellApp({ path: '/' });
    expect(await screen.findByText('remote storefront/HomePage')).toBeInTheDocument();
  });

  it.each([
    ['/purchase/p1', 'storefront/PurchasePage'],
    ['/payment/o1', 'storefront/PaymentPage'],
    ['/dashboard/myOrders/ann@example.com', 'dashboard/MyOrdersPage'],
  ])('sends a visitor from %s to /login', async (path) => {
    renderShellApp({ path });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ['/purchase/p1', 'storefront/PurchasePage'],
    ['/payment/o1', 'storefront/PaymentPage'],
    ['/dashboard', 'dashboard/DashboardLayout'],
    ['/dashboard/allUsers', 'dashboard/DashboardLayout'],
  ])('shows %s from %s to a signed-in user', async (path, id) => {
    await renderSignedIn(path);
    expect(await screen.findByText(`remote ${id}`)).toBeInTheDocument();
  });

  it('after login goes back to the protected page the visitor asked for', async () => {
    const user = userEvent.setup();
    renderShellApp({
      path: '/purchase/p1',
      routes: { 'POST /auth/login': () => [200, { accessToken: 'jwt', user: ann }] },
    });
    await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('remote storefront/PurchasePage')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/purchase/p1');
  });

  it('shows the sad 404 page for any other path', async () => {
    renderShellApp({ path: '/no/such/page' });
    expect(await screen.findByTestId('sad-icon')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText(uiMessages.pageNotFound)).toBeInTheDocument();
  });

  it('keeps the top bar and footer when a remote is down', async () => {
    load.mockRejectedValue(new Error('down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShellApp({ path: '/' });
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});

describe('top bar', () => {
  it('offers sign in and sign up to a visitor', () => {
    renderShellApp({ path: '/no-page' });
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(bar).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signUp');
    expect(within(bar).queryByRole('link', { name: /Dashboard/ })).toBeNull();
  });

  it('shows a Dashboard link with a new badge and the avatar menu when signed in', async () => {
    await renderSignedIn('/no-page');
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Dashboard new' })).toHaveAttribute('href', '/dashboard');
    expect(within(bar).queryByRole('link', { name: 'Login' })).toBeNull();
    const trigger = within(bar).getByRole('button', { name: 'Account menu for Ann Lee' });
    // No photo: the default avatar (decorative; the button has the name).
    expect(trigger.querySelector('img')).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));
  });

  it('opens the avatar menu by keyboard with My Profile, My Orders and Sign Out', async () => {
    const user = userEvent.setup();
    await renderSignedIn('/no-page');
    screen.getByRole('button', { name: 'Account menu for Ann Lee' }).focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Account' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['My Profile', 'My Orders', 'Sign Out']);
    expect(items[0]).toHaveFocus();
    expect(items[0]).toHaveAttribute('href', '/dashboard/myProfile');
    expect(items[1]).toHaveAttribute('href', '/dashboard/myOrders/ann%40example.com');
    await user.keyboard('{ArrowUp}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Account menu for Ann Lee' })).toHaveFocus();
  });

  it('signs out: clears accessToken and shows sign in again', async () => {
    const user = userEvent.setup();
    const { store, calls } = renderShellApp({
      path: '/no-page',
      token: 'jwt',
      user: ann,
      routes: { 'POST /auth/logout': () => [200, { acknowledged: true }] },
    });
    expect(window.localStorage.getItem('accessToken')).toBe('jwt');
    await user.click(screen.getByRole('button', { name: 'Account menu for Ann Lee' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(store.getState().auth).toEqual({ token: null, user: null, status: 'signedOut' }));
    // The API revoked the token first (with the token itself as the credential).
    expect(calls.filter((c) => c.path === '/auth/logout')).toEqual([
      expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ Authorization: 'Bearer jwt' }) }),
    ]);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    // Home, once its route's loader has settled.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('scrolls to top on navigation', async () => {
    const user = userEvent.setup();
    renderShellApp({ path: '/no-page' });
    (window.scrollTo as jest.Mock).mockClear();
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign Up' }));
    // The sign-up page loads on demand: the new page (and the scroll) comes once its code is in.
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' }));
  });
});
