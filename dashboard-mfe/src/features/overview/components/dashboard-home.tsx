import { useAuth } from '@phoneparts/shared-ui';
import { dashboardMenu } from '../../../common/dashboard-menu';
import { AdminOverview } from './admin-overview';
import { DashboardTiles } from './dashboard-tiles';
import styles from './dashboard-home.module.css';

/** /dashboard: a greeting, the tiles for the user's role and, for admins, the shop overview. */
export default function DashboardHome() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className={styles.home}>
      <header>
        <h1 className={styles.title}>Dashboard</h1>
        <p className={styles.greeting}>Welcome back{user.displayName ? `, ${user.displayName}` : ''}.</p>
      </header>
      <DashboardTiles entries={dashboardMenu(user)} />
      {user.admin && <AdminOverview />}
    </div>
  );
}
