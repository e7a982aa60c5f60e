import { documentTitle } from '@phoneparts/contracts';
import type { RemoteRouteLoader } from '@phoneparts/shared-ui';
import { storefrontStoreFor } from '../store/create-storefront-store';
import { devicePartsApi } from '../features/devices/api/device-parts-api';
import { deviceCopy } from '../features/devices/components/device-copy';

/**
 * The device page's route loader (exposed as ./DevicePageLoader): reads the parts that fit the
 * address's model into the shop's store, under the key the page's list reads, and settles with the
 * read (a refusal included: the list shows it from the store), which a server render waits for; a
 * server render also gets the page's title and description (docs/server-rendering.md).
 */
const devicePageLoader: RemoteRouteLoader = async ({ params, api }) => {
  const { brand, model } = params;
  if (!brand || !model) return null;
  const store = storefrontStoreFor(api);
  const { data } = await store.dispatch(
    devicePartsApi.endpoints.getDeviceParts.initiate({ brand, model }, { subscribe: false }),
  );
  if (typeof document !== 'undefined' || !data) return null;
  const names = data.items.slice(0, 8).map((part) => part.name);
  return {
    head: {
      title: documentTitle({ title: deviceCopy.pageTitle(brand, model) }),
      description: data.items.length
        ? `${deviceCopy.partsFor(`${brand} ${model}`, data.total)}: ${names.join(', ')}${data.total > names.length ? ' …' : '.'}`
        : deviceCopy.noParts(`${brand} ${model}`),
    },
  };
};

export default devicePageLoader;
