import { createRemoteStore } from '@phoneparts/shared-ui';
import { storefrontApi } from './storefront-api';

/**
 * The storefront's store (shared-ui's remote store for its RTK Query API). When another account signs
 * in, its orders, payment intents and cart are dropped; the public catalogue is kept.
 */
export const storefrontStore = createRemoteStore(storefrontApi, { accountTags: ['Order', 'Cart'] });

export const createStorefrontStore = storefrontStore.create;
export const storefrontStoreFor = storefrontStore.storeFor;
export type StorefrontStore = ReturnType<typeof createStorefrontStore>;
