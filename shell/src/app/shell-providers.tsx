import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ShopProvider, type ApiClient, type ShopConfig } from '@phoneparts/shared-ui';
import type { ShellStore } from '../store/create-shell-store';
import { useAuthContextValue } from './use-auth-context-value';

interface Props {
  config: ShopConfig;
  store: ShellStore;
  api: ApiClient;
  children: ReactNode;
}

/** Redux (the shell's auth state) and the ShopProvider every remote reads (config, API, auth). */
export function ShellProviders({ config, store, api, children }: Props) {
  return (
    <Provider store={store}>
      <ShopContextBridge config={config} api={api}>
        {children}
      </ShopContextBridge>
    </Provider>
  );
}

function ShopContextBridge({ config, api, children }: Omit<Props, 'store'>) {
  const auth = useAuthContextValue();
  const value = useMemo(() => ({ config, api, auth }), [config, api, auth]);
  return <ShopProvider value={value}>{children}</ShopProvider>;
}
