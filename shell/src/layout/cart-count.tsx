import styles from './top-bar.module.css';
import { useCartCount } from './use-cart-count';

/** The cart link's number of lines: a badge, and words for screen readers; nothing while unknown. */
export function CartCount() {
  const count = useCartCount();
  if (count === undefined) return null;
  return (
    <>
      <span className={`ui-badge ${styles.count}`} aria-hidden="true" data-testid="cart-count">
        {count}
      </span>
      <span className="ui-visually-hidden">{count === 1 ? '1 line' : `${count} lines`}</span>
    </>
  );
}
