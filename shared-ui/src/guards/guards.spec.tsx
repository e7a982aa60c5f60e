import { render, screen } from '@testing-library/react';
import { uiMessages } from '@phoneparts/contracts';
import { RequireAuth } from './require-auth';
import { fakeAuth, renderTree, sampleUser } from '../testing/fake-shop';

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
