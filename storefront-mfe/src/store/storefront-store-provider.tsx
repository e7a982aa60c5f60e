import { storefrontStore } from './create-storefront-store';

/** The remote's own Redux store around its pages (auth never lives here: it is the shell's context). */
export const StorefrontStoreProvider = storefrontStore.StoreProvider;

/** Wraps an exposed page so the shell can render it as a plain component. */
export const withStorefrontStore = storefrontStore.withStore;
