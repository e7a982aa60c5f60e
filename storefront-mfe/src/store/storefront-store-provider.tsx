import { useEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useApi, useAuth } from '@phoneparts/shared-ui';
import { storefrontStoreFor } from './create-storefront-store';
import { storefrontApi } from './storefront-api';

/**
 * The remote's own Redux store around its pages. Auth never lives here (it is the shell's context);
 * when the signed-in account changes, cached per-account data (orders, intents) is dropped while
 * the public catalogue is kept.
 */
export function StorefrontStoreProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const store = useMemo(() => storefrontStoreFor(api), [api]);
  const email = useAuth().user?.email ?? null;
  const lastEmail = useRef(email);

  useEffect(() => {
    if (lastEmail.current === email) return;
    lastEmail.current = email;
    store.dispatch(storefrontApi.util.invalidateTags(['Order']));
  }, [email, store]);

  return <Provider store={store}>{children}</Provider>;
}

/** Wraps an exposed page so the shell can render it as a plain component. */
export function withStorefrontStore<P extends object>(Page: ComponentType<P>) {
  function WithStorefrontStore(props: P) {
    return (
      <StorefrontStoreProvider>
        <Page {...props} />
      </StorefrontStoreProvider>
    );
  }
  WithStorefrontStore.displayName = `WithStorefrontStore(${Page.displayName ?? Page.name})`;
  return WithStorefrontStore;
}
