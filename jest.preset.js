// Shared jest preset: every package transforms TypeScript/TSX with SWC (decorators and their
// metadata on, for NestJS) and resolves internal packages to their sources so tests need no build.
const path = require('node:path');

const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

module.exports = {
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^@phoneparts/contracts$': path.join(__dirname, 'contracts/src/index.ts'),
    '^@phoneparts/contracts/dev-defaults$': path.join(__dirname, 'contracts/src/dev-defaults.ts'),
    '^@phoneparts/contracts/page-descriptions$': path.join(__dirname, 'contracts/src/page-descriptions.ts'),
    '^@phoneparts/shared-ui$': path.join(__dirname, 'shared-ui/src/index.ts'),
    '^@phoneparts/shared-ui/shop-config$': path.join(__dirname, 'shared-ui/src/shop-config/load-shop-config.ts'),
    '^@phoneparts/shared-ui/standalone$': path.join(__dirname, 'shared-ui/src/standalone/index.ts'),
    '^@phoneparts/shared-ui/testing$': path.join(__dirname, 'shared-ui/src/testing/index.ts'),
    '^@phoneparts/bench-results$': path.join(__dirname, 'tools/bench-results/src/index.ts'),
    '^@phoneparts/mail-catcher$': path.join(__dirname, 'tools/mail-catcher/src/index.ts'),
    '\\.(css|less)$': 'identity-obj-proxy',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // The machines are 2 cores shared by many builds: jest's 5 s default failed component tests that pass
  // in 1 s when `turbo run build test` ran them beside webpack builds. A hung test still fails.
  testTimeout: 30_000,
};
