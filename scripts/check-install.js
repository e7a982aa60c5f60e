#!/usr/bin/env node
// After `npm ci`, fails when the installed tree is not clean for every Node line the shop supports
// (docs/dependencies.md):
//  1. every locked package's `engines.node` admits the root package's `engines.node` entirely, so no
//     install warns EBADENGINE on Node 20 (development) or Node 24 (production);
//  2. `npm ls --all` finds nothing invalid, missing or extraneous (peers included);
//  3. every locked package with an install script is named in `allowScripts` (true: reviewed and run;
//     false: never run), so a new one, telemetry or not, cannot run unnoticed.
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const semver = require('semver');

const root = path.join(__dirname, '..');
const manifest = require(path.join(root, 'package.json'));
const lock = require(path.join(root, 'package-lock.json'));
const supported = manifest.engines.node;
const problems = [];

for (const [location, entry] of Object.entries(lock.packages)) {
  if (location === '' || entry.link) continue;
  const name = location.replace(/^.*node_modules\//, '');
  const engines = entry.engines?.node;
  if (engines && !semver.subset(supported, engines)) {
    problems.push(`${name}@${entry.version} needs Node ${engines}; the shop supports ${supported}`);
  }
  if (entry.hasInstallScript && !(name in (manifest.allowScripts ?? {}))) {
    problems.push(`${name}@${entry.version} has an install script not named in allowScripts (npm install-scripts ls)`);
  }
}

const ls = spawnSync('npm', ['ls', '--all', '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
for (const line of JSON.parse(ls.stdout).problems ?? []) problems.push(`npm ls: ${line}`);
if (ls.status !== 0 && problems.length === 0) problems.push(`npm ls failed: ${ls.stderr}`);

if (problems.length > 0) {
  console.error(`The install is not clean:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Install clean for Node ${supported}: engines, peers and install scripts.`);
