import { Loader, useAuth } from '@phoneparts/shared-ui';
import { Outlet } from 'react-router-dom';
import { dashboardMenu } from '../common/dashboard-menu';
import { SideDrawer } from './side-drawer';
import styles from './dashboard-layout.module.css';

/** Every dashboard page: the side drawer menu beside the page. */
export function DashboardLayout() {
  const { user } = useAuth();
  // The shell renders the dashboard inside RequireAuth, so this only shows while a session is restored.
  if (!user) return <Loader />;
  return (
    <div className={styles.layout}>
      <SideDrawer entries={dashboardMenu(user)} />
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
