import fs from 'node:fs';
import path from 'node:path';
import { demoAdmin } from '@phoneparts/contracts/dev-defaults';
import { repoRoot } from '../support/repo-root';

/** Every JavaScript file of a production build (dist/ of a web app, which turbo builds before the tests). */
function builtScripts(app: string): string[] {
  const dist = path.join(repoRoot, app, 'dist');
  if (!fs.existsSync(dist)) throw new Error(`${app}/dist is missing: build the web apps first`);
  return fs
    .readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dist, file));
}

/** contracts/src/dev-defaults.ts is Node-only (a lint rule); this checks the bundles themselves. No browser: a second. */
describe.each(['shell', 'storefront-mfe', 'dashboard-mfe'])('%s production build', (app) => {
  it('carries no demo admin password', () => {
    const carrying = builtScripts(app).filter((file) => fs.readFileSync(file, 'utf8').includes(demoAdmin.password));
    expect(carrying.map((file) => path.relative(repoRoot, file))).toEqual([]);
  });
});
