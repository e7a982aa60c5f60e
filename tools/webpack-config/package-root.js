const fs = require('node:fs');
const path = require('node:path');

/**
 * The folder and package.json of the npm package `name` as the app resolves it; works for packages
 * whose `exports` leave out './package.json' (Redux Toolkit).
 * @param {string} name
 * @returns {{ dir: string, version: string }}
 */
function packageRoot(name) {
  const entry = require.resolve(name);
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    if (pkg.name === name) return { dir, version: pkg.version };
  }
  throw new Error(`no package.json of ${name} above ${entry}`);
}

module.exports = { packageRoot };
