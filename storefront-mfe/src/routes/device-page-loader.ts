import type { RemoteRouteLoader } from '@phoneparts/shared-ui';
import { storefrontStoreFor } from '../store/create-storefront-store';
import { devicePartsApi } from '../features/devices/api/device-parts-api';

/**
 * The device page's route loader (exposed as ./DevicePageLoader): reads the parts that fit the
 * address's model into the shop's store, under the key the page's list reads, and settles with the
 * read (a refusal included: the list shows it from the store), which a server render will wait for.
 */
const devicePageLoader: RemoteRouteLoader = async ({ params, api }) => {
  const { brand, model } = params;
  if (!brand || !model) return null;
  const store = storefrontStoreFor(api);
  await store.dispatch(devicePartsApi.endpoints.getDeviceParts.initiate({ brand, model }, { subscribe: false }));
  return null;
};

export default devicePageLoader;
