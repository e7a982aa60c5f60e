import PartPage from '../features/part-page/components/part-page';
import { withStorefrontStore } from '../store/storefront-store-provider';

export default withStorefrontStore(PartPage);
