import AddReviewPage from '../features/reviews/components/add-review-page';
import { dashboardPage } from './dashboard-page';

export default dashboardPage('addReview', AddReviewPage);
