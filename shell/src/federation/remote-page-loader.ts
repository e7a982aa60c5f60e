import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemotePageEntry } from '@phoneparts/contracts';
import type { ApiClient, RemotePageOutcome, RemoteRouteLoader } from '@phoneparts/shared-ui';
import { loadRemoteComponent, remoteLoadTimeoutMs, type LoadRemoteModule } from './remote-loader';

interface RemotePageLoaderOptions extends Pick<LoaderFunctionArgs, 'params' | 'request'> {
  api: ApiClient;
  /** Whether a session token is stored: a signed-in page is loaded only then. */
  signedIn: boolean;
  load?: LoadRemoteModule;
}

/**
 * The route loader of a remote's page: starts the page's module and, when its contract names one, the
 * page's own route loader (a small module of the same remote, which starts the page's reads in the
 * remote's store), together. Settles once both have, so the page's first render has its code and its
 * first screen's data; it never rejects: a remote that failed is shown by RemotePage (with a retry), a
 * read that failed by the page, from its store. A remote or an API that hangs holds the navigation no
 * longer than a remote's load may take (`remoteLoadTimeoutMs`): the page then shows its own loader.
 * It settles with the page loader's outcome (an unknown SKU's 404, the page's head) for a server render.
 */
export async function loadRemotePage(
  page: RemotePageEntry,
  { params, request, api, signedIn, load = loadRemote }: RemotePageLoaderOptions,
): Promise<RemotePageOutcome | null> {
  if (page.signedIn && !signedIn) return null; // RequireAuth sends the visitor to /login
  const code = loadRemoteComponent(page.id, load).catch(() => undefined);
  const data = page.loader
    ? runPageLoader(`${page.remote}/${page.loader.slice(2)}`, load, { params, request, api })
    : null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise((resolve) => (timer = setTimeout(resolve, remoteLoadTimeoutMs)));
  const settled = await Promise.race([Promise.all([code, data]), timedOut]);
  clearTimeout(timer);
  // (A page loader settles with an outcome on a server only; the render server checks its shape.)
  return Array.isArray(settled) ? ((settled[1] as RemotePageOutcome | null | undefined) ?? null) : null;
}

async function runPageLoader(id: string, load: LoadRemoteModule, args: Parameters<RemoteRouteLoader>[0]) {
  try {
    const pageLoader = ((await load(id)) as { default?: unknown } | null)?.default;
    // A remote that is down hands back a stand-in without one: its page reports it.
    if (typeof pageLoader === 'function') return await (pageLoader as RemoteRouteLoader)(args);
  } catch (error) {
    console.error(`[shell] ${id} failed`, error);
  }
  return null;
}
