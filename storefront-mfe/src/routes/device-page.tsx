import DevicePage from '../features/devices/components/device-page';
import { withStorefrontStore } from '../store/storefront-store-provider';

export default withStorefrontStore(DevicePage);
