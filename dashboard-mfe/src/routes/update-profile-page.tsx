import UpdateProfilePage from '../features/profile/components/update-profile-page';
import { dashboardPage } from './dashboard-page';

export default dashboardPage('updateProfile', UpdateProfilePage);
