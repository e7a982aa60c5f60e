// Browser tests (see docs/testing.md, "End-to-end tests and the shared shop"). By default a test file
// belongs to the 'shared-shop' project: one shop (API on a fresh PGlite folder, the three built web
// apps, a mail catcher) is started once for all of them by support/shared-shop-setup.ts, and each
// file reaches it with useShop() and opens its own Chromium. The files in `ownShopSpecs` start a shop
// of their own (useOwnShop()/startShop()) because they stop or reconfigure servers, set special API
// settings or need no shop at all. Run with --runInBand (2 cores).
// bench/*.spec.ts are the build-time budget checks (no browser) on the built web apps.
const { testTimeout: _presetTimeout, ...preset } = require('../jest.preset');

/** Files that must not share the shop, and why (keep docs/testing.md in step). */
const ownShopSpecs = [
  'auth-google', // the API is started with GOOGLE_* settings pointing at a local OpenID provider
  'releases', // builds remote versions and reconfigures the shell's remotes
  'shell', // stops, restarts and reconfigures the remotes' servers
  'shop-processes', // starts and kills `npm start` and a test run's shop itself; no browser
  // Until its home-page sorts expect an order for parts of equal price: other files' parts (same price)
  // come in another order in the grid than in the expected list.
  'storefront',
  'server-rendering', // runs the shell's render server beside the web apps and stops it
  'server-rendering-releases', // switches the render server's storefront release and stops its server
  'web-tier', // serves the built apps with nginx; no API, no shop
].map((name) => `<rootDir>/tests/${name}.e2e.spec.ts`);

module.exports = {
  // A server left running by a failed setup must fail the run, not keep jest (and CI) waiting until
  // its time limit: that is how one EADDRINUSE once cost a whole CI run.
  forceExit: true,
  testTimeout: 60000,
  // For the tests a file marks `concurrent` (the accessibility visits): how many run at once.
  maxConcurrency: 4,
  projects: [
    {
      ...preset,
      displayName: 'shared-shop',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/**/*.e2e.spec.ts'],
      testPathIgnorePatterns: [...preset.testPathIgnorePatterns, ...ownShopSpecs],
      globalSetup: '<rootDir>/support/shared-shop-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/support/fail-on-page-problems.ts'],
      globalTeardown: '<rootDir>/support/shared-shop-teardown.ts',
    },
    {
      ...preset,
      displayName: 'own-shop',
      rootDir: __dirname,
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/support/fail-on-page-problems.ts'],
      testMatch: ownShopSpecs,
    },
    {
      ...preset,
      displayName: 'bench',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/bench/**/*.spec.ts'],
    },
  ],
};
