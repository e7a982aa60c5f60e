import { NavLink } from 'react-router-dom';
import type { AuthIdentity } from '@phoneparts/contracts';
import { CartLink } from './cart-link';
import { UserMenu } from './user-menu';
import styles from './top-bar.module.css';

/** The top bar's right side for a signed-in person: Dashboard (with its 'new' badge), the cart, the avatar menu. */
export function SignedInActions({ user }: { user: AuthIdentity }) {
  return (
    <>
      <NavLink to="/dashboard" className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}>
        Dashboard <span className="ui-badge">new</span>
      </NavLink>
      <CartLink />
      <UserMenu user={user} />
    </>
  );
}
