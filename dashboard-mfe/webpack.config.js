const { createWebpackConfig } = require('@phoneparts/webpack-config');
const { remoteContracts } = require('@phoneparts/contracts');

// The dashboard remote: one exposed module with its own nested routes. The entry is the standalone
// dev host (src/standalone/), so the team can run this remote alone on :3002.
module.exports = createWebpackConfig({
  name: 'dashboard',
  dir: __dirname,
  port: 3002,
  entry: './src/standalone/index.tsx',
  title: 'Dashboard (standalone) · Phone Parts Shop',
  exposes: {
    './DashboardApp': './src/dashboard-app.tsx',
    './DashboardLoader': './src/routing/dashboard-route-loader.ts',
  },
  // What the shell routes to (contracts/src/remotes.ts): the build fails if it goes missing.
  contract: remoteContracts.dashboard,
});
