import type { ComponentType } from 'react';
import { appVersion } from '../app-version';
import { storefrontStore } from './create-storefront-store';

/** The remote's own Redux store around its pages (auth never lives here: it is the shell's context). */
export const StorefrontStoreProvider = storefrontStore.StoreProvider;

/**
 * Wraps an exposed page so the shell can render it as a plain component. The page's root says which
 * release of the remote rendered it (`data-remote-version`), without changing the layout.
 */
export function withStorefrontStore<P extends object>(Page: ComponentType<P>) {
  function VersionedPage(props: P) {
    return (
      <div data-remote="storefront" data-remote-version={appVersion} style={{ display: 'contents' }}>
        <Page {...props} />
      </div>
    );
  }
  VersionedPage.displayName = `Versioned(${Page.displayName ?? Page.name})`;
  return storefrontStore.withStore(VersionedPage);
}
