import { Link } from 'react-router-dom';
import type { MenuEntry } from '../../../common/dashboard-menu';
import { MenuIcon } from '../../../common/menu-icon';
import styles from './dashboard-tiles.module.css';

export function DashboardTiles({ entries }: { entries: MenuEntry[] }) {
  return (
    <ul className={styles.tiles} aria-label="Dashboard shortcuts">
      {entries.map((entry) => (
        <li key={entry.to}>
          <Link to={entry.to} className={styles.tile}>
            <span className={styles.icon}>
              <MenuIcon name={entry.icon} />
            </span>
            <span className={styles.label}>{entry.label}</span>
            <span className={styles.hint}>{entry.hint}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
