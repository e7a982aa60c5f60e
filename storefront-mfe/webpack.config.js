const { createWebpackConfig } = require('@phoneparts/webpack-config');
const { remoteContracts } = require('@phoneparts/contracts');

// The entry is the standalone dev host (src/standalone/), so the team can run this remote alone on :3001;
// the shell loads only the exposed pages.
module.exports = createWebpackConfig({
  name: 'storefront',
  dir: __dirname,
  port: 3001,
  entry: './src/standalone/index.tsx',
  exposes: {
    './HomePage': './src/home/home-page.tsx',
    './PurchasePage': './src/purchase/purchase-page.tsx',
    './PaymentPage': './src/payment/payment-page.tsx',
    './CartPage': './src/cart/cart-page.tsx',
  },
  // What the shell routes to (contracts/src/remotes.ts): the build fails if one of them goes missing.
  contract: remoteContracts.storefront,
});
