import { uiMessages } from '@phoneparts/contracts';
import { buttonClassName } from '@phoneparts/shared-ui';
import { EmptyState } from '@phoneparts/shared-ui/data-views';
import { Link } from 'react-router-dom';
import { dashboardPaths } from '../common/dashboard-paths';

/** An unknown /dashboard/… path (docs/product.md#210-not-found: sad icon, '404', 'Page not found'). */
export function DashboardNotFound() {
  return (
    <EmptyState icon={<span>☹</span>} title="404" titleAs="h1">
      <p>{uiMessages.pageNotFound}</p>
      <Link to={dashboardPaths.home} className={buttonClassName({ variant: 'secondary' })}>
        Back to the dashboard
      </Link>
    </EmptyState>
  );
}
