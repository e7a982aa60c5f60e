#!/usr/bin/env node
// The integration specs run on one engine per jest run (test/test-engine.ts: PostgreSQL when
// DATABASE_URL is set, PGlite otherwise). The specs whose behaviour depends on the engine — migrations,
// engine-specific SQL, concurrency — carry the marker below in their file and run here a second time on
// the other engine, when there is one to run on (docs/testing.md says which specs and why).
const { spawnSync } = require('node:child_process');
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const marker = '@test-on-both-engines';
const root = path.join(__dirname, '..');

const primary = process.env.TEST_DB || (process.env.DATABASE_URL ? 'postgres' : 'pglite');
const other = primary === 'postgres' ? 'pglite' : 'postgres';
if (other === 'postgres' && !process.env.DATABASE_URL) {
  console.log('DATABASE_URL is not set: the integration specs ran on PGlite only.');
  process.exit(0);
}

function intSpecs(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : intSpecs(file);
    return entry.name.endsWith('.int-spec.ts') ? [file] : [];
  });
}

const marked = ['src', 'test']
  .flatMap((dir) => intSpecs(path.join(root, dir)))
  .filter((file) => readFileSync(file, 'utf8').includes(marker));
console.log(`On ${other} as well: ${marked.length} spec files marked ${marker}.`);
const jest = path.join(path.dirname(require.resolve('jest/package.json')), 'bin', 'jest.js');
const result = spawnSync(process.execPath, ['--experimental-vm-modules', jest, '--runTestsByPath', ...marked], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: other },
});
process.exit(result.status ?? 1);
