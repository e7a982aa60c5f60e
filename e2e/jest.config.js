// Browser tests: each test file starts its own shop (API on a fresh PGlite folder, the three built
// web apps, a mail catcher, Chromium) through e2e/support/shop.ts. Run with --runInBand (2 cores).
module.exports = {
  ...require('../jest.preset'),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.e2e.spec.ts'],
  testTimeout: 60000,
};
