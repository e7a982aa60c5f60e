import { listLimits, type Part } from '@phoneparts/contracts';
import { pathWithQuery, type ListPage } from '@phoneparts/shared-ui';
import type { StorefrontStore } from '../../../store/create-storefront-store';
import { catalogueTag, storefrontApi } from '../../../store/storefront-api';

/** A device: the brand and one of its models, as the catalogue names them (GET /parts/facets). */
export interface Device {
  brand: string;
  model: string;
}

/**
 * The parts that fit a device: GET /parts filtered by brand and model, by name, one page of the
 * largest size (a model has far fewer parts; past that the section links to the full search).
 */
export const devicePartsApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    getDeviceParts: build.query<ListPage<Part>, Device>({
      query: ({ brand, model }) => ({
        method: 'get',
        path: pathWithQuery('/parts', { brand, model, sort: 'name-asc', limit: listLimits.max }),
        page: true,
      }),
      providesTags: [catalogueTag],
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetDevicePartsQuery } = devicePartsApi;

/** Starts the device's parts read into `store` (the home page's route loader, for a link naming a device). */
export function startDeviceParts(store: StorefrontStore, device: Device): void {
  void store.dispatch(devicePartsApi.endpoints.getDeviceParts.initiate(device, { subscribe: false }));
}
