import { Link } from 'react-router-dom';
import { Logo } from './logo';
import styles from './footer.module.css';

const columns = [
  {
    title: 'Shop',
    links: [
      ['Our Products', '/'],
      ['My Orders', '/dashboard'],
      ['My Profile', '/dashboard/myProfile'],
    ],
  },
  {
    title: 'Account',
    links: [
      ['Login', '/login'],
      ['Sign Up', '/signUp'],
      ['Reset password', '/resetPassword'],
    ],
  },
  {
    title: 'Company',
    links: [
      ['About us', '/'],
      ['Contact', '/'],
      ['Shipping & returns', '/'],
    ],
  },
] as const;

/** A footer with link columns (docs/product.md#21-every-page). */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`ui-container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo inverted />
          <p className={styles.tagline}>
            The largest cellphone parts provider, with best quality products worldwide. Selling since 2022.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title} className={styles.column}>
            <h2 className={styles.title}>{column.title}</h2>
            <ul>
              {column.links.map(([label, to]) => (
                <li key={label}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.copyright}>© {new Date().getFullYear()} Phone Parts. All rights reserved.</p>
    </footer>
  );
}
