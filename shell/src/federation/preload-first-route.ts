import { preloadRemote } from '@module-federation/enhanced/runtime';
import { matchPath } from 'react-router-dom';
import { remotePages } from '@phoneparts/contracts';

/**
 * Starts loading the remote page of the address the visitor opened (its manifest, remote entry and
 * the exposed module's own files) while React and the shell render, instead of after the page area
 * mounts. A signed-in page is preloaded only with a token (otherwise the guard sends the visitor to
 * /login). The remote's shared modules are not preloaded: the shell provides them. Returns what it
 * preloaded (for tests); a failed preload changes nothing, the page load reports its own errors.
 */
export function preloadFirstRoute(pathname: string, signedIn: boolean, preload = preloadRemote): string | null {
  const page = remotePages.find((p) => matchPath({ path: p.route, end: !p.route.endsWith('*') }, pathname));
  if (!page || (page.signedIn && !signedIn)) return null;
  void preload([{ nameOrAlias: page.remote, exposes: [page.expose], resourceCategory: 'sync', share: false }]).catch(
    () => undefined,
  );
  return page.id;
}
