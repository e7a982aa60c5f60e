// Unit specs (*.spec.ts) and HTTP integration specs (*.int-spec.ts) beside the code. Integration specs
// run on PGlite by default and on the PostgreSQL server of DATABASE_URL when TEST_DB=postgres.
// ESM-only dependencies are compiled to CommonJS by SWC; the rest of node_modules is left alone.
const preset = require('../jest.preset');

module.exports = {
  ...preset,
  // oauth2-mock-server ships only `.mjs`: compile it like the other ESM-only packages.
  transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'] },
  testEnvironment: 'node',
  testRegex: '\\.(int-)?spec\\.ts$',
  testTimeout: 30000,
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(openid-client|oauth4webapi|jose|oauth2-mock-server|is-plain-obj|content-disposition)/).*/node_modules/',
  ],
};
