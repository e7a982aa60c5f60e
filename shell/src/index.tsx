// Shell entry. `experiments.asyncStartup` (see @phoneparts/webpack-config) resolves the shared modules
// (React & co.) before this file runs, so it imports them directly, as the federation examples' hosts do.
import '@phoneparts/shared-ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { loadShopConfig } from '@phoneparts/shared-ui/shop-config';
import { hydrateOrRender, takeServerState } from './app/hydrate-or-render';
import { ShellProviders } from './app/shell-providers';
import { shellRoutes } from './app/routes';
import { StartupError } from './app/startup-error';
import { registerShopRemotes } from './federation/register-remotes';
import { loadCurrentUser } from './store/auth-thunks';
import { createShellStore } from './store/create-shell-store';
import { followOtherTabs } from './store/follow-other-tabs';
import { hintSignedIn } from './store/signed-in-hint';
import { startWebVitals } from './web-vitals/start-web-vitals';

async function start() {
  const container = document.getElementById('root')!;
  let config;
  try {
    config = await loadShopConfig('/config.json');
  } catch (error) {
    console.error('[shell] cannot read /config.json', error);
    createRoot(container).render(<StartupError />);
    return;
  }
  const { store, api } = createShellStore(config);
  registerShopRemotes(config);
  const signedIn = Boolean(store.getState().auth.token);
  // The hint follows the stored session (set by an older shell, or cleared storage): docs/server-rendering.md.
  hintSignedIn(signedIn);
  if (signedIn) void store.dispatch(loadCurrentUser());
  followOtherTabs(store);
  startWebVitals(config);
  // A page the render server drew (docs/server-rendering.md) starts from the server's router state.
  const served = takeServerState(signedIn);
  const router = createBrowserRouter(shellRoutes({ store, api }), served ? { hydrationData: served.router } : {});
  await hydrateOrRender(
    container,
    <StrictMode>
      <ShellProviders config={config} store={store} api={api}>
        <RouterProvider router={router} />
      </ShellProviders>
    </StrictMode>,
    served,
  );
}

void start();
