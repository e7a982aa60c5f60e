import { NavLink } from 'react-router-dom';
import styles from './top-bar.module.css';
import { useCartCount } from './use-cart-count';

/**
 * The top bar's link to the cart page (a storefront page) with the number of lines. The shell draws it
 * without any of the storefront's code: the count comes from the API and the storefront's announcements.
 */
export function CartLink() {
  const count = useCartCount();
  const lines = count === 1 ? '1 line' : `${count} lines`;
  return (
    <NavLink to="/cart" className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}>
      Cart
      {count !== undefined && (
        <>
          <span className={`ui-badge ${styles.count}`} aria-hidden="true" data-testid="cart-count">
            {count}
          </span>
          <span className="ui-visually-hidden">{lines}</span>
        </>
      )}
    </NavLink>
  );
}
