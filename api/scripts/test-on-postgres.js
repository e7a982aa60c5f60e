#!/usr/bin/env node
// Runs the HTTP integration specs a second time on a real PostgreSQL server when DATABASE_URL is set
// (CI sets it); each spec file gets a database of its own there, dropped afterwards.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

if (!process.env.DATABASE_URL) {
  console.log('DATABASE_URL is not set: the integration specs ran on PGlite only.');
  process.exit(0);
}
const jest = path.join(path.dirname(require.resolve('jest/package.json')), 'bin', 'jest.js');
const result = spawnSync(
  process.execPath,
  ['--experimental-vm-modules', jest, '--runInBand', '--testRegex', '\\.int-spec\\.ts$'],
  { stdio: 'inherit', env: { ...process.env, TEST_DB: 'postgres' } },
);
process.exit(result.status ?? 1);
