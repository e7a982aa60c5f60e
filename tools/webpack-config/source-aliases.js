const path = require('node:path');
const { packageRoot } = require('./package-root');

/**
 * Workspace libraries are bundled from their TypeScript sources (ES modules), not from their
 * CommonJS `dist/` builds: webpack can only tree-shake ES modules, so a form that imports one schema
 * pulls in that schema and the parts of zod it uses instead of every schema and all of zod (its
 * CommonJS build with every locale was 91 KB gzip in each app's first load).
 * The jest preset maps the same packages to the same sources.
 */
function workspaceSourceAliases() {
  const root = path.join(__dirname, '..', '..');
  return {
    '@phoneparts/contracts$': path.join(root, 'contracts/src/index.ts'),
    '@phoneparts/contracts/page-descriptions$': path.join(root, 'contracts/src/page-descriptions.ts'),
    '@phoneparts/shared-ui$': path.join(root, 'shared-ui/src/index.ts'),
  };
}

/**
 * 'react-router-dom' is the facade beside this file (the part of the router the apps use), so the
 * shared singleton is tree-shaken; see react-router-dom-facade.mjs.
 */
function reactRouterFacadeAlias() {
  return { 'react-router-dom$': path.join(__dirname, 'react-router-dom-facade.mjs') };
}

/**
 * react-router 7 resolves to its development build under every export condition; production
 * builds take the production files (no dev warnings and checks: about a third smaller).
 */
function reactRouterProductionAliases() {
  const dist = path.join(path.dirname(require.resolve('react-router')), '..', 'production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

/**
 * Shared singletons provided as a facade beside this file (the names the apps and Redux Toolkit use),
 * like react-router-dom: a shared module is bundled whole, a facade is tree-shaken. Each facade reads
 * the real package's ES module as '@phoneparts/shared-package/<name>'.
 */
const sharedFacades = {
  '@reduxjs/toolkit': { facade: 'redux-toolkit-facade.mjs', module: 'dist/redux-toolkit.modern.mjs' },
  immer: { facade: 'immer-facade.mjs', module: 'dist/immer.mjs' },
  reselect: { facade: 'reselect-facade.mjs', module: 'dist/reselect.mjs' },
  'react-redux': { facade: 'react-redux-facade.mjs', module: 'dist/react-redux.mjs' },
};

function sharedFacadeAliases() {
  return Object.fromEntries(
    Object.entries(sharedFacades).flatMap(([name, { facade, module }]) => [
      [`${name}$`, path.join(__dirname, facade)],
      [`@phoneparts/shared-package/${name}$`, path.join(packageRoot(name).dir, module)],
    ]),
  );
}

module.exports = {
  workspaceSourceAliases,
  reactRouterFacadeAlias,
  reactRouterProductionAliases,
  sharedFacades,
  sharedFacadeAliases,
};
