import { dashboardPages, type DashboardPageId } from '@phoneparts/contracts';
import type { ComponentType } from 'react';
import { RequireAdmin } from '../layout/require-admin';
import { dashboardStore } from '../store/dashboard-store';

/**
 * An exposed dashboard page as the shell renders it (no props): the page in the dashboard's store, and
 * for an admin page of the site map behind the check that asks the server first (docs/product.md#6-permissions).
 */
export function dashboardPage(id: DashboardPageId, Page: ComponentType) {
  function DashboardPage() {
    if (dashboardPages[id].access !== 'admin') return <Page />;
    return (
      <RequireAdmin>
        <Page />
      </RequireAdmin>
    );
  }
  DashboardPage.displayName = `DashboardPage(${id})`;
  return dashboardStore.withStore(DashboardPage);
}
