import { useFocusTrap } from '@phoneparts/shared-ui/data-views';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { MenuEntry } from '../common/dashboard-menu';
import { dashboardPaths } from '../common/dashboard-paths';
import { MenuIcon } from '../common/menu-icon';
import styles from './side-drawer.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

/**
 * The dashboard's side menu: always shown beside the page on wide screens; on phones a toggle
 * opens and closes it, and it closes again after a choice or on Escape. While open, Tab stays
 * in the menu and its toggle, and closing gives focus back to the toggle (the shared focus trap).
 */
export function SideDrawer({ entries }: { entries: MenuEntry[] }) {
  const [open, setOpen] = useState(false);
  const navId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  const drawerRef = useRef<HTMLElement>(null);
  useFocusTrap(open, drawerRef, { onEscape: () => setOpen(false) });

  return (
    <aside ref={drawerRef} className={styles.drawer}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <span className={styles.burger} aria-hidden="true" />
        Dashboard menu
      </button>
      <nav id={navId} aria-label="Dashboard" className={open ? `${styles.nav} ${styles.open}` : styles.nav}>
        <NavLink end to={dashboardPaths.home} className={linkClass}>
          <MenuIcon name="home" />
          Dashboard
        </NavLink>
        {entries.map((entry) => (
          <NavLink key={entry.to} to={entry.to} className={linkClass}>
            <MenuIcon name={entry.icon} />
            {entry.label}
          </NavLink>
        ))}
      </nav>
    </aside>
  );
}
