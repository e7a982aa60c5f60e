import { DashboardLayout } from '../layout/dashboard-layout';

/** The dashboard's layout route: the side menu, and the page of the address at its `<Outlet />`. */
export default DashboardLayout;
