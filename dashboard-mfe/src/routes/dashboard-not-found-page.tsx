import { DashboardNotFound } from '../layout/dashboard-not-found';

/** Any other /dashboard/… address: the 404 inside the dashboard's layout (spec §2). */
export default DashboardNotFound;
