import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../components/button';
import { useAuth } from '../context/shop-context';

/** A thin bar in place of the shell's top bar: the dev host's name, who is signed in, sign in or out. */
export function StandaloneFrame({ title, home, children }: { title: string; home: string; children: ReactNode }) {
  const { user, signOut } = useAuth();
  return (
    <>
      <header className="ui-standalone-bar">
        <Link to={home}>{title}</Link>
        {user ? (
          <span className="ui-standalone-user">
            {user.email}
            <Button type="button" variant="secondary" size="sm" onClick={signOut}>
              Sign out
            </Button>
          </span>
        ) : (
          <Link to="/login">Sign in</Link>
        )}
      </header>
      <main>{children}</main>
    </>
  );
}
