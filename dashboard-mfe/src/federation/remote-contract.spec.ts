import path from 'node:path';
import { remoteContracts } from '@phoneparts/contracts';
import { contractProblems } from '@phoneparts/webpack-config/remote-contract';

/**
 * What the shell routes to (contracts/src/remotes.ts) must stay exposed — in webpack.config.js and
 * in the built dist/mf-manifest.json — and the shared singletons stay strict at this app's ranges.
 */
it('keeps its contract with the shell', () => {
  expect(
    contractProblems({ appDir: path.join(__dirname, '../..'), name: 'dashboard', contract: remoteContracts.dashboard }),
  ).toEqual([]);
});
