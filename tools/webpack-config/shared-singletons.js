/**
 * The modules every web app shares as singletons through Module Federation. One list for the shell
 * and both remotes: a package missing here would load twice, and a second React (or a second
 * react-router / react-redux context) breaks hooks across the host/remote boundary.
 * `react-dom/` and `react/` (trailing slash) share the subpaths too, e.g. `react-dom/client` and
 * `react/jsx-runtime`; without them a second React DOM loads.
 */
const sharedSingletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'react-toastify',
  '@phoneparts/shared-ui',
  '@phoneparts/contracts',
];

function sharedConfig() {
  return Object.fromEntries(sharedSingletons.map((name) => [name, { singleton: true }]));
}

module.exports = { sharedSingletons, sharedConfig };
