import { render, screen, waitFor } from '@testing-library/react';
import { uiMessages } from '@phoneparts/contracts';
import { RequireAuth } from './require-auth';
import { RequireAdmin } from './require-admin';
import { fakeAuth, renderTree, sampleUser } from '../test-utils/fake-shop';
import { createFakeApi, failWith } from '../testing/fake-api-client';

describe('RequireAuth', () => {
  it('shows a loader while the session is being checked', () => {
    render(renderTree({ auth: fakeAuth({ status: 'loading' }) }, '/purchase/1', <RequireAuth>secret</RequireAuth>));
    expect(screen.getByRole('status')).toHaveTextContent(uiMessages.loading);
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('sends a visitor to /login remembering where they came from', () => {
    render(renderTree({}, '/purchase/1?x=2', <RequireAuth>secret</RequireAuth>));
    const probe = screen.getByTestId('location').textContent!;
    expect(probe.startsWith('/login|')).toBe(true);
    expect(JSON.parse(probe.slice('/login|'.length)).from).toMatchObject({ pathname: '/purchase/1', search: '?x=2' });
  });

  it('shows the page to a signed-in user', () => {
    render(
      renderTree(
        { auth: fakeAuth({ status: 'signedIn', user: sampleUser, token: 't' }) },
        '/purchase/1',
        <RequireAuth>secret</RequireAuth>,
      ),
    );
    expect(screen.getByText('secret')).toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  const signedIn = () => fakeAuth({ status: 'signedIn', user: sampleUser, token: 't' });
  const adminCheck = 'GET /admin/ann%40example.com';

  it('asks the server with the user email and shows the page to an admin', async () => {
    const api = createFakeApi({ [adminCheck]: { admin: true } });
    render(renderTree({ auth: signedIn(), api }, '/dashboard/allUsers', <RequireAdmin>admin page</RequireAdmin>));
    expect(screen.getByRole('status')).toHaveTextContent(uiMessages.loading);
    expect(await screen.findByText('admin page')).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'GET', path: '/admin/ann%40example.com' }]);
  });

  it('signs a non-admin out and sends them to /login', async () => {
    const auth = signedIn();
    render(
      renderTree(
        { auth, api: createFakeApi({ [adminCheck]: { admin: false } }) },
        '/dashboard/allUsers',
        <RequireAdmin>admin page</RequireAdmin>,
      ),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\|/));
    expect(auth.signOut).toHaveBeenCalled();
    expect(screen.queryByText('admin page')).toBeNull();
  });

  it('treats a failed admin check like a non-admin', async () => {
    const auth = signedIn();
    render(
      renderTree(
        { auth, api: createFakeApi({ [adminCheck]: failWith(403, 'Forbidden') }) },
        '/dashboard/allUsers',
        <RequireAdmin>admin page</RequireAdmin>,
      ),
    );
    await waitFor(() => expect(auth.signOut).toHaveBeenCalled());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\|/);
  });

  it('sends a visitor to /login without asking the server', () => {
    const api = createFakeApi();
    render(renderTree({ api }, '/dashboard/allUsers', <RequireAdmin>admin page</RequireAdmin>));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/allUsers');
    expect(api.calls).toEqual([]);
  });
});
