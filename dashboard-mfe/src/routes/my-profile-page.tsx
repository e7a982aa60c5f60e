import MyProfilePage from '../features/profile/components/my-profile-page';
import { dashboardPage } from './dashboard-page';

export default dashboardPage('myProfile', MyProfilePage);
