// PGlite's contrib extensions are exported as subpaths ("./contrib/*"), which this package's
// CommonJS module resolution cannot type; Node resolves them at run time.
declare module '@electric-sql/pglite/contrib/pg_trgm' {
  import type { Extension } from '@electric-sql/pglite';

  export const pg_trgm: Extension;
}
