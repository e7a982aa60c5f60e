import { Button, useAuth } from '@phoneparts/shared-ui';
import type { ReactNode } from 'react';
import styles from './standalone-frame.module.css';

/** A thin bar in place of the shell's top bar: who is signed in, and a way to sign out. */
export function StandaloneFrame({ children }: { children: ReactNode }) {
  const { user, signOut } = useAuth();
  return (
    <>
      <header className={styles.bar}>
        <strong>Dashboard remote · standalone</strong>
        {user && (
          <span className={styles.user}>
            {user.email}
            <Button type="button" variant="secondary" size="sm" onClick={signOut}>
              Sign out
            </Button>
          </span>
        )}
      </header>
      <main>{children}</main>
    </>
  );
}
