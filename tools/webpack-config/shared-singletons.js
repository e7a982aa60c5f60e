const { packageRoot } = require('./package-root');
const { sharedFacades } = require('./source-aliases');

/**
 * The modules every web app shares as singletons through Module Federation. One list for the shell
 * and both remotes: a package missing here would load twice, and a second React (or a second
 * react-router / react-redux context) breaks hooks across the host/remote boundary.
 * `react-dom/` and `react/` (trailing slash) share the subpaths too, e.g. `react-dom/client` and
 * `react/jsx-runtime`; without them a second React DOM loads.
 * `@phoneparts/contracts` is not shared: it holds no state, and unshared each app bundles only the
 * messages and schemas it imports (a shared module is bundled whole, with all of zod).
 * `immer` and `reselect` belong to Redux Toolkit: RTK Query (the remotes' data layer) imports them
 * directly, so unshared the home page downloaded a second copy next to the shell's (6 KB gzip).
 */
const sharedSingletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'immer',
  'reselect',
  'react-toastify',
  '@phoneparts/shared-ui',
];

/** The facades (react-router-dom-facade.mjs, source-aliases.js) are provided under their package's own version. */
/** @type {Record<string, string>} */
const declaredVersions = {
  'react-router-dom': require('react-router-dom/package.json').version,
  ...Object.fromEntries(Object.keys(sharedFacades).map((name) => [name, packageRoot(name).version])),
};

/**
 * `react/` shares the subpaths of the `react` package: its range is the package's.
 * @param {string} shared
 */
const packageOf = (shared) => (shared.endsWith('/') ? shared.slice(0, -1) : shared);

/**
 * The federation `shared` option of an app. Each singleton's `requiredVersion` is the app's own
 * dependency range from its package.json (not inferred), and `strictVersion` makes the runtime
 * refuse a provided version outside it instead of only warning. A singleton without a real range
 * stops the build: "*" would accept any major version of React or shared-ui.
 *
 * @param {{ name?: string, dependencies?: Record<string,string>, peerDependencies?: Record<string,string> }} pkg
 */
function sharedConfig(pkg) {
  /** @type {string[]} */
  const missing = [];
  const shared = Object.fromEntries(
    sharedSingletons.map((name) => {
      const range = pkg.dependencies?.[packageOf(name)] ?? pkg.peerDependencies?.[packageOf(name)];
      if (!range || range.trim() === '*' || range.trim() === '') missing.push(packageOf(name));
      return [
        name,
        {
          singleton: true,
          strictVersion: true,
          requiredVersion: range,
          ...(declaredVersions[name] && { version: declaredVersions[name] }),
        },
      ];
    }),
  );
  if (missing.length) {
    throw new Error(
      `${pkg.name ?? 'this app'}: package.json must give a version range (e.g. "^19.3.1") in dependencies for each shared singleton; ` +
        `missing or "*": ${[...new Set(missing)].join(', ')}`,
    );
  }
  return shared;
}

/**
 * The ranges an app requires of the shared singletons, by package name (for version.json).
 * @param {{ name?: string, dependencies?: Record<string,string>, peerDependencies?: Record<string,string> }} pkg
 */
function requiredRanges(pkg) {
  const shared = sharedConfig(pkg);
  return Object.fromEntries(
    sharedSingletons.filter((n) => !n.endsWith('/')).map((n) => [n, shared[n].requiredVersion]),
  );
}

module.exports = { sharedSingletons, sharedConfig, requiredRanges };
