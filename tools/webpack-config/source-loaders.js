/**
 * The loader settings the client build (index.js) and the server build (server.js) share. The server's
 * markup is hydrated by the client's code, so both must compile the sources alike and, above all, name
 * a CSS module's classes with the same pattern: one definition here keeps them from drifting apart.
 */

/**
 * swc for the workspace's TypeScript and JSX.
 * @param {boolean} production
 * @param {{ sourceMaps?: boolean }} [options]
 */
function swcLoader(production, { sourceMaps = false } = {}) {
  return {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2022',
      },
      module: { type: 'es6' },
      ...(sourceMaps ? { sourceMaps: true } : {}),
    },
  };
}

/**
 * `import styles from './x.module.css'` with readable, app-scoped class names in development and short
 * hashes in production.
 * @param {boolean} production
 */
function cssModuleNaming(production) {
  return {
    namedExport: false,
    exportLocalsConvention: 'as-is',
    localIdentName: production ? '[hash:base64:8]' : '[name]__[local]__[hash:base64:5]',
  };
}

module.exports = { swcLoader, cssModuleNaming };
