import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router-dom';
import { loadRemoteComponent } from '../federation/remote-loader';

/** What the render server hands over with a page it drew (shell/src/server/render-page.tsx). */
interface ServerState {
  router: HydrationState;
  /** The remote pages the server drew: loaded before hydrating, so the first render is the same. */
  remotes: string[];
  /** The remote stores' reads, taken by each store as it is created (shared-ui's server-state.ts). */
  stores: Record<string, unknown>;
}

/**
 * The state of a server-drawn page, or null for the static shell. A signed-in visitor's first render
 * differs from the anonymous page the server drew (top bar, menu): that page is drawn afresh instead
 * of hydrated, as every page was before server rendering.
 */
export function takeServerState(signedIn: boolean): ServerState | null {
  const element = document.getElementById('phoneparts-ssr');
  if (!element) return null;
  element.remove();
  if (signedIn) return null;
  // The remote stores read their part (`stores`) from here as they are created.
  return ((window as { __PHONEPARTS_SSR__?: ServerState }).__PHONEPARTS_SSR__ = JSON.parse(element.textContent!));
}

/** Hydrates the server's markup once the remote pages it drew are loaded, or renders the page afresh. */
export async function hydrateOrRender(container: HTMLElement, app: React.ReactNode, served: ServerState | null) {
  if (served)
    try {
      await Promise.all(served.remotes.map((id) => loadRemoteComponent(id)));
      return void hydrateRoot(container, app);
    } catch {
      // A remote that does not load: the page is drawn afresh, with the remote's fallback.
    }
  createRoot(container).render(app);
}
