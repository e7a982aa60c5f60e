import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName, useAuth } from '@phoneparts/shared-ui';
import { Logo } from './logo';
import styles from './top-bar.module.css';

// A visitor (the home page's first load, and its budget) never sees the signed-in side: its code loads
// once someone is signed in, beside the identity check that tells so.
const SignedInActions = lazy(() =>
  import('./signed-in-actions').then((module) => ({ default: module.SignedInActions })),
);

/**
 * The top bar (docs/product.md#21-every-page): the logo; signed in, a Dashboard link with a 'new' badge,
 * the cart link with its number of lines and the avatar menu; signed out, sign in and sign up buttons.
 */
export function TopBar() {
  const { status, user } = useAuth();
  return (
    <header className={styles.bar}>
      <nav className={`ui-container ${styles.inner}`} aria-label="Main">
        <Logo compactOnPhones />
        <div className={styles.actions}>
          {status === 'signedIn' && user ? (
            <Suspense fallback={null}>
              <SignedInActions user={user} />
            </Suspense>
          ) : status === 'signedOut' ? (
            <>
              <Link to="/login" className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
                Login
              </Link>
              <Link to="/signUp" className={buttonClassName({ size: 'sm' })}>
                Sign Up
              </Link>
            </>
          ) : null}
        </div>
      </nav>
    </header>
  );
}
