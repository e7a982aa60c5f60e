// Shell entry. `experiments.asyncStartup` (see @phoneparts/webpack-config) lets this file import shared
// modules directly: the federation runtime negotiates react & co. before it runs.
import '@phoneparts/shared-ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadShopConfig } from '@phoneparts/shared-ui/shop-config';
import { registerShopRemotes } from './federation/register-remotes';
import { preloadFirstRoute } from './federation/preload-first-route';
import { createShellStore } from './store/create-shell-store';
import { loadCurrentUser } from './store/auth-thunks';
import { followOtherTabs } from './store/follow-other-tabs';
import { ShellProviders } from './app/shell-providers';
import { AppLayout } from './app/app-layout';
import { StartupError } from './app/startup-error';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  let config;
  try {
    config = await loadShopConfig();
  } catch (error) {
    console.error('[shell] cannot read /config.json', error);
    root.render(<StartupError />);
    return;
  }

  registerShopRemotes(config);
  const { store, api } = createShellStore(config);
  preloadFirstRoute(window.location.pathname, { signedIn: Boolean(store.getState().auth.token), api });
  if (store.getState().auth.token) void store.dispatch(loadCurrentUser());
  followOtherTabs(store);

  // A transition renders the shell in slices of a few milliseconds instead of one long task, so the
  // first render blocks no input (Total Blocking Time); it still appears in one commit.
  startTransition(() =>
    root.render(
      <StrictMode>
        <ShellProviders config={config} store={store} api={api}>
          <BrowserRouter>
            <AppLayout />
          </BrowserRouter>
        </ShellProviders>
      </StrictMode>,
    ),
  );
}

void start();
