import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import styles from './top-bar.module.css';

// The number comes from GET /cart and the storefront's announcements: its code loads beside that read,
// so a visitor's first load (the home page's budget) carries only this link's stub.
const CartCount = lazy(() => import('./cart-count').then((module) => ({ default: module.CartCount })));

/**
 * The top bar's link to the cart page (a storefront page) with the number of lines. The shell draws it
 * without any of the storefront's code (docs/decisions/0003).
 */
export function CartLink() {
  return (
    <NavLink to="/cart" className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}>
      Cart
      <Suspense fallback={null}>
        <CartCount />
      </Suspense>
    </NavLink>
  );
}
