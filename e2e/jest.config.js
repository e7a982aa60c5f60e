// Browser tests: each test file starts its own shop (API on a fresh PGlite folder, the three built
// web apps, a mail catcher, Chromium) through e2e/support/shop.ts. Run with --runInBand (2 cores).
// bench/*.spec.ts are the build-time budget checks (no browser) on the built web apps.
module.exports = {
  ...require('../jest.preset'),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.e2e.spec.ts', '<rootDir>/bench/**/*.spec.ts'],
  testTimeout: 60000,
  // A server left running by a failed setup must fail the run, not keep jest (and CI) waiting until
  // its time limit: that is how one EADDRINUSE once cost a whole CI run.
  forceExit: true,
};
