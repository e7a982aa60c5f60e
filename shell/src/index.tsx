// Shell entry. `experiments.asyncStartup` (see @phoneparts/webpack-config) resolves the shared modules
// (react & co.) before this file runs, but a module's code runs only when it is first imported.
// Imported statically here, React DOM, Redux, the router, shared-ui and the shell's own modules all
// ran in one task of 33-45 ms on the bench's host: 80-130 ms of Total Blocking Time on Lighthouse's
// phone (4x CPU). So the entry imports them in steps, with a turn of the event loop between steps.
// `eager` keeps each import in this chunk (no request of its own); only its evaluation waits.
import '@phoneparts/shared-ui/styles.css';
import { loadShopConfig } from '@phoneparts/shared-ui/shop-config';
import { nextTask } from '@phoneparts/shared-ui/next-task';

async function start() {
  // public/first-screen.js may have started the first reads and be drawing the part page (only there,
  // with a stored token: its hand-over code is a chunk of its own). It starts this entry once its card
  // is painted (or after 3 s), so the shell takes its answers over without waiting again.
  const handOver = window.shopFirstScreen
    ? await import('./first-screen/first-screen-state').catch(() => {
        // The hand-over code could not load: the script draws no more, and the shell asks for itself.
        window.shopFirstScreen!.shellRendering = true;
        return undefined;
      })
    : undefined;
  const firstScreen = handOver?.readFirstScreen();
  const doFetch = handOver?.fetchTakingFirstScreenReads(firstScreen);
  // Step 1: React DOM, whose module alone runs about 50 ms on Lighthouse's phone: a task of its own, not
  // one with the shared modules' start-up before it.
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  const root = createRoot(document.getElementById('root')!);
  let config;
  try {
    config = await loadShopConfig('/config.json', doFetch);
  } catch (error) {
    console.error('[shell] cannot read /config.json', error);
    const { StartupError } = await import(/* webpackMode: "eager" */ './app/startup-error');
    root.render(<StartupError />);
    return;
  }

  // Step 2: the auth state (Redux Toolkit) and the API client; the history entry's index, which the
  // router would otherwise set inside one of its render slices.
  await nextTask();
  const [
    { createShellStore },
    { loadCurrentUser },
    { followOtherTabs },
    { writeApiUrlHint },
    { indexFirstHistoryEntry },
  ] = await Promise.all([
    import(/* webpackMode: "eager" */ './store/create-shell-store'),
    import(/* webpackMode: "eager" */ './store/auth-thunks'),
    import(/* webpackMode: "eager" */ './store/follow-other-tabs'),
    import(/* webpackMode: "eager" */ './store/token-storage'),
    import(/* webpackMode: "eager" */ './app/first-history-entry'),
  ]);
  const { store, api } = createShellStore(config, { fetch: doFetch });
  writeApiUrlHint(config.apiUrl);
  indexFirstHistoryEntry();

  // Step 3: the remotes, and the first route's page and reads started before React renders.
  await nextTask();
  const [{ registerShopRemotes }, { preloadFirstRoute }, { preloadPagePreview }] = await Promise.all([
    import(/* webpackMode: "eager" */ './federation/register-remotes'),
    import(/* webpackMode: "eager" */ './federation/preload-first-route'),
    import(/* webpackMode: "eager" */ './federation/page-previews'),
  ]);
  registerShopRemotes(config);
  const firstPage = preloadFirstRoute(window.location.pathname, {
    search: window.location.search,
    signedIn: Boolean(store.getState().auth.token),
    api,
  });
  const previewLoaded = firstPage ? preloadPagePreview(firstPage) : undefined;
  const userLoaded = store.getState().auth.token ? store.dispatch(loadCurrentUser()) : undefined;
  followOtherTabs(store);

  // Step 4: the layout (shared-ui, the router, the toasts) and the first render.
  await nextTask();
  const [{ StrictMode, startTransition }, { BrowserRouter }, { ShellProviders }, { AppLayout }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
    import(/* webpackMode: "eager" */ './app/shell-providers'),
    import(/* webpackMode: "eager" */ './app/app-layout'),
  ]);

  await handOver?.handOverFirstScreen(firstScreen, [
    userLoaded,
    previewLoaded,
    firstScreen && api.prefetched(firstScreen.partPath)?.body,
  ]);
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
