import PaymentPage from '../features/payment/components/payment-page';
import { withStorefrontStore } from '../store/storefront-store-provider';

export default withStorefrontStore(PaymentPage);
