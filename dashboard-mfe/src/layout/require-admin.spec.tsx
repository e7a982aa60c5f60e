import { render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { uiMessages } from '@phoneparts/contracts';
import type { AuthContextValue } from '@phoneparts/shared-ui';
import { createFakeApi, failWith, fakeAuth, renderTree, sampleUser } from '@phoneparts/shared-ui/testing';
import { RequireAdmin } from './require-admin';

/** A signed-in session whose signOut (a request to the API, then the local sign-out) really ends it. */
function SignOutLater({ children }: { children(auth: AuthContextValue): ReactNode }) {
  const [status, setStatus] = useState<'signedIn' | 'signedOut'>('signedIn');
  const auth = fakeAuth(
    status === 'signedIn'
      ? { status, user: sampleUser, token: 't', signOut: () => void setTimeout(() => setStatus('signedOut'), 50) }
      : {},
  );
  return <>{children(auth)}</>;
}

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

  it('signs a non-admin out and only then sends them to /login (the sign-in page, not on home)', async () => {
    const api = createFakeApi({ [adminCheck]: { admin: false } });
    render(
      <SignOutLater>
        {(auth) => renderTree({ auth, api }, '/dashboard/allUsers', <RequireAdmin>admin page</RequireAdmin>)}
      </SignOutLater>,
    );
    await waitFor(() => expect(api.calls).toHaveLength(1));
    // Still signed in while the sign-out is under way: a loader, not yet the sign-in page.
    expect(screen.getByRole('status')).toHaveTextContent(uiMessages.loading);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login|null'));
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
    expect(screen.queryByText('admin page')).toBeNull();
  });

  it('sends a visitor to /login without asking the server', () => {
    const api = createFakeApi();
    render(renderTree({ api }, '/dashboard/allUsers', <RequireAdmin>admin page</RequireAdmin>));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/allUsers');
    expect(api.calls).toEqual([]);
  });
});
