import { NavLink } from 'react-router-dom';
import { CartCount } from './cart-count';
import styles from './top-bar.module.css';

/**
 * The top bar's link to the cart page (a storefront page) with the number of lines. The shell draws it
 * without any of the storefront's code (docs/decisions/0003). It is part of the signed-in side, whose
 * code loads only once someone is signed in (top-bar.tsx), so the count comes in the same chunk.
 */
export function CartLink() {
  return (
    <NavLink to="/cart" className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}>
      Cart
      <CartCount />
    </NavLink>
  );
}
