// Unit specs (*.spec.ts) and HTTP integration specs (*.int-spec.ts) beside the code. Integration specs
// run on one engine per run: TEST_DB if set, else PostgreSQL when DATABASE_URL is set, else PGlite
// (test/test-engine.ts). The global setup migrates a template once; each spec file gets a copy of it.
// ESM-only dependencies are compiled to CommonJS by SWC; the rest of node_modules is left alone.
const preset = require('../jest.preset');

module.exports = {
  ...preset,
  // oauth2-mock-server ships only `.mjs`: compile it like the other ESM-only packages.
  transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'] },
  testEnvironment: 'node',
  testRegex: '\\.(int-)?spec\\.ts$',
  testTimeout: 30000,
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // Jest's default on 2 cores is one worker. Each spec file has a database of its own and listens on
  // free ports, so two files can run side by side; much of their time is waiting on the database and on
  // timers. API_TEST_WORKERS=1 runs them one by one (a machine busy with other work, see docs/testing.md).
  maxWorkers: Number(process.env.API_TEST_WORKERS ?? 2),
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(openid-client|oauth4webapi|jose|oauth2-mock-server|is-plain-obj|content-disposition)/).*/node_modules/',
  ],
};
