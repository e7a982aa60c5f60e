import path from 'node:path';
import type { AuthIdentity, RemotePageContract } from '@phoneparts/contracts';
import { renderUnderContract, urlForRoute } from './render-under-contract';

/**
 * One test per page a remote exposes: each runs on what its contract says the shell gives it — no props,
 * its route, the listed context. `exposes` is the remote's federation option (module name → source file,
 * relative to `appDir`).
 */
export function describeExposedPages(
  contracts: Record<string, RemotePageContract>,
  { appDir, exposes, user }: { appDir: string; exposes: Record<string, string>; user: AuthIdentity },
): void {
  describe.each(Object.entries(contracts))('exposed %s', (expose, contract) => {
    it(`renders at ${contract.route} without props, reading only ${contract.context.join(', ')} of the shell context`, async () => {
      const module = await import(path.join(appDir, exposes[expose]));
      expect(typeof module.default).toBe('function');
      const { read, calls, container } = await renderUnderContract(module.default, contract, user);
      expect(container).not.toBeEmptyDOMElement();
      expect([...read].filter((key) => !contract.context.includes(key))).toEqual([]);
      // The reads the shell starts early for this page (firstReads) are the very reads the page makes:
      // a page that changed its path would otherwise ask again and the early answer would go to waste.
      for (const { path } of contract.firstReads ?? [])
        expect(calls).toContainEqual({ method: 'GET', path: urlForRoute(path) });
    }, 30_000); // the first import compiles the whole page
  });
}
