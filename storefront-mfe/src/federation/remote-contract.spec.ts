import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteContracts } from '@phoneparts/contracts';
import { contractProblems, federationOptionsOf } from '@phoneparts/webpack-config/remote-contract';

const appDir = path.join(__dirname, '../..');
const check = (options: { config?: unknown; distDir?: string } = {}) =>
  contractProblems({ appDir, name: 'storefront', contract: remoteContracts.storefront, ...options });

/**
 * What the shell routes to (contracts/src/remotes.ts) must stay exposed — in webpack.config.js and
 * in the built dist/mf-manifest.json — and the shared singletons stay strict at this app's ranges.
 */
describe('storefront against its contract with the shell', () => {
  it('keeps it', () => {
    expect(check()).toEqual([]);
  });

  it('would break it without ./PaymentPage, in the config or in the build', () => {
    const config = require('../../webpack.config.js')({}, { mode: 'production' });
    delete federationOptionsOf(config).exposes?.['./PaymentPage'];
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-dist-'));
    try {
      for (const file of ['mf-manifest.json', 'version.json'])
        fs.copyFileSync(path.join(appDir, 'dist', file), path.join(distDir, file));
      const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'));
      manifest.exposes = manifest.exposes.filter((e: { path: string }) => e.path !== './PaymentPage');
      fs.writeFileSync(path.join(distDir, 'mf-manifest.json'), JSON.stringify(manifest));
      expect(check({ config, distDir })).toEqual([
        'webpack config: ./PaymentPage is not exposed',
        'dist/mf-manifest.json: ./PaymentPage is not exposed',
      ]);
    } finally {
      fs.rmSync(distDir, { recursive: true, force: true });
    }
  });
});
