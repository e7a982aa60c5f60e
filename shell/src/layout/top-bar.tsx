import { Link, NavLink } from 'react-router-dom';
import { buttonClassName, useAuth } from '@phoneparts/shared-ui';
import { CartLink } from './cart-link';
import { Logo } from './logo';
import { UserMenu } from './user-menu';
import styles from './top-bar.module.css';

/**
 * Spec §2 top bar: the logo; signed in, a Dashboard link with a 'new' badge, the cart link with its
 * number of lines (issue 34) and the avatar menu; signed out, sign in and sign up buttons.
 */
export function TopBar() {
  const { status, user } = useAuth();
  return (
    <header className={styles.bar}>
      <nav className={`ui-container ${styles.inner}`} aria-label="Main">
        <Logo compactOnPhones />
        <div className={styles.actions}>
          {status === 'signedIn' && user ? (
            <>
              <NavLink
                to="/dashboard"
                className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
              >
                Dashboard <span className="ui-badge">new</span>
              </NavLink>
              <CartLink />
              <UserMenu user={user} />
            </>
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
