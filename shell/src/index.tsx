// Shell entry. `experiments.asyncStartup` (see @phoneparts/webpack-config) resolves the shared modules
// (React & co.) before this file runs, so it imports them directly, as the federation examples' hosts do.
import '@phoneparts/shared-ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { loadShopConfig } from '@phoneparts/shared-ui/shop-config';
import { ShellProviders } from './app/shell-providers';
import { shellRoutes } from './app/routes';
import { StartupError } from './app/startup-error';
import { registerShopRemotes } from './federation/register-remotes';
import { loadCurrentUser } from './store/auth-thunks';
import { createShellStore } from './store/create-shell-store';
import { followOtherTabs } from './store/follow-other-tabs';
import { startWebVitals } from './web-vitals/start-web-vitals';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  let config;
  try {
    config = await loadShopConfig('/config.json');
  } catch (error) {
    console.error('[shell] cannot read /config.json', error);
    root.render(<StartupError />);
    return;
  }
  const { store, api } = createShellStore(config);
  registerShopRemotes(config);
  if (store.getState().auth.token) void store.dispatch(loadCurrentUser());
  followOtherTabs(store);
  startWebVitals(config);
  const router = createBrowserRouter(shellRoutes({ store, api }));
  root.render(
    <StrictMode>
      <ShellProviders config={config} store={store} api={api}>
        <RouterProvider router={router} />
      </ShellProviders>
    </StrictMode>,
  );
}

void start();
