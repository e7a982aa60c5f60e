import path from 'node:path';

/** The monorepo root (e2e/support/ → ../..). */
export const repoRoot = path.resolve(__dirname, '..', '..');
