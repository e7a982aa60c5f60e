const { createWebpackConfig } = require('@phoneparts/webpack-config');
const { remoteContracts } = require('@phoneparts/contracts');

// The storefront remote: each page and its route loader, exposed for the shell's routes (src/routes/
// wires them). The entry is the standalone dev host (src/standalone/), so the team can run this remote
// alone on :3001; the shell loads only the exposed pages.
const exposes = {
  './HomePage': './src/routes/home-page.tsx',
  './HomePageLoader': './src/routes/home-page-loader.ts',
  './PartPage': './src/routes/part-page.tsx',
  './PartPageLoader': './src/routes/part-page-loader.ts',
  './DevicePage': './src/routes/device-page.tsx',
  './DevicePageLoader': './src/routes/device-page-loader.ts',
  './PurchasePage': './src/routes/purchase-page.tsx',
  './PurchasePageLoader': './src/routes/purchase-page-loader.ts',
  './PaymentPage': './src/routes/payment-page.tsx',
  './CartPage': './src/routes/cart-page.tsx',
  './CartPageLoader': './src/routes/cart-page-loader.ts',
  './QuickOrderPage': './src/routes/quick-order-page.tsx',
};

module.exports = createWebpackConfig({
  name: 'storefront',
  dir: __dirname,
  port: 3001,
  entry: './src/standalone/index.tsx',
  exposes,
  // What the shell routes to (contracts/src/remotes.ts): the build fails if one of them goes missing.
  contract: remoteContracts.storefront,
});

// The server build (webpack.server.config.js) exposes the server-rendered ones under the same names.
module.exports.exposes = exposes;
