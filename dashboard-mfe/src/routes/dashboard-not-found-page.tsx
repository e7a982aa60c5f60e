import { DashboardNotFound } from '../layout/dashboard-not-found';

/** Any other /dashboard/… address: the 404 inside the dashboard's layout (docs/product.md#210-not-found). */
export default DashboardNotFound;
