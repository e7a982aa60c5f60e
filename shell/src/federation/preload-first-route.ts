import { preloadRemote } from '@module-federation/enhanced/runtime';
import { matchPath } from 'react-router-dom';
import { remotePages, type FirstRead } from '@phoneparts/contracts';
import type { ApiClient } from '@phoneparts/shared-ui';
import { nextTask } from '@phoneparts/shared-ui/next-task';
import { preloadFilesOnePerTask } from './preload-files-one-per-task';
import { preloadOnce } from './preload-once';

interface FirstRouteOptions {
  signedIn: boolean;
  /** The address's query string (`location.search`): a read marked `plainAddressOnly` waits for the page. */
  search?: string;
  api: Pick<ApiClient, 'prefetch' | 'assetUrl'>;
  preload?: typeof preloadRemote;
  document?: Document;
}

/**
 * Starts loading the remote page of the address the visitor opened (its manifest, remote entry and
 * the exposed module's own files) while React and the shell render, instead of after the page area
 * mounts, and with it the API reads its contract lists (`firstReads`) and the pictures they name. A
 * signed-in page is preloaded only with a token (otherwise the guard sends the visitor to /login).
 * The remote's shared modules are not preloaded: the shell provides them; the module's files are, one
 * per task (preloadFilesOnePerTask). Returns what it preloaded (for tests); a failed preload changes
 * nothing, the page load reports its own errors.
 */
export function preloadFirstRoute(
  pathname: string,
  { signedIn, search = '', api, preload = preloadRemote, document = globalThis.document }: FirstRouteOptions,
): string | null {
  for (const page of remotePages) {
    const match = matchPath({ path: page.route, end: !page.route.endsWith('*') }, routerPath(pathname));
    if (!match) continue;
    if (page.signedIn && !signedIn) return null;
    const filter = preloadFilesOnePerTask(document);
    void preload([
      { nameOrAlias: page.remote, exposes: [page.expose], resourceCategory: 'sync', share: false, filter },
    ]).catch(() => undefined);
    const reads = (page.firstReads ?? []).filter((read) => !(read.plainAddressOnly && search.length > 1));
    void prefetchFirstReads(reads, match.params, api, document);
    return page.id;
  }
  return null;
}

/** The first read at once, each other one in a task of its own: a `fetch` call takes a few ms of main thread. */
async function prefetchFirstReads(
  reads: readonly FirstRead[],
  params: Record<string, string | undefined>,
  api: FirstRouteOptions['api'],
  document: Document,
) {
  for (const [index, read] of reads.entries()) {
    if (index > 0) await nextTask();
    api.prefetch(firstReadPath(read.path, params)).then(
      (answer) => read.pictures?.forEach((field) => preloadPicture(document, api.assetUrl, answer, field)),
      () => undefined,
    );
  }
}

/**
 * The address as the router matches it (what `useParams` then gives the page): each segment decoded, a
 * slash inside one kept as %2F (matchPath turns it back into '/' in the parameter).
 */
function routerPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment; // malformed: matched as it is, the page reports it
      }
    })
    .join('/');
}

/** A first read's path with the route's parameters filled in, as the page builds it: each one URI-encoded. */
export function firstReadPath(template: string, params: Record<string, string | undefined>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** A preload of a picture path the answer names: fetched now, drawn from the cache. */
function preloadPicture(document: Document, assetUrl: ApiClient['assetUrl'], answer: unknown, field: string) {
  const picture = (answer as Record<string, unknown> | null)?.[field];
  if (typeof picture !== 'string' || !picture) return;
  preloadOnce(document, assetUrl(picture), 'image', { fetchpriority: 'high' });
}
