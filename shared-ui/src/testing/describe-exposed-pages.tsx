import path from 'node:path';
import type { AuthIdentity, RemotePageContract } from '@phoneparts/contracts';
import { renderUnderContract } from './render-under-contract';

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
      const { read, container } = await renderUnderContract(module.default, contract, user);
      expect(container).not.toBeEmptyDOMElement();
      expect([...read].filter((key) => !contract.context.includes(key))).toEqual([]);
      // The page's route loader (if its contract names one) is exposed as a function the shell can call.
      if (contract.loader)
        expect(typeof (await import(path.join(appDir, exposes[contract.loader]))).default).toBe('function');
    }, 30_000); // the first import compiles the whole page
  });
}
