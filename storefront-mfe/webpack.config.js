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
    './HomePage': './src/features/catalogue/components/home-page.tsx',
    './HomePageLoader': './src/features/catalogue/components/home-page-loader.ts',
    './PurchasePage': './src/features/purchase/components/purchase-page.tsx',
    './PurchasePageLoader': './src/features/purchase/components/purchase-page-loader.ts',
    './PaymentPage': './src/features/payment/components/payment-page.tsx',
    './CartPage': './src/features/cart/components/cart-page.tsx',
    './CartPageLoader': './src/features/cart/components/cart-page-loader.ts',
    './QuickOrderPage': './src/features/quick-order/components/quick-order-page.tsx',
  },
  // What the shell routes to (contracts/src/remotes.ts): the build fails if one of them goes missing.
  contract: remoteContracts.storefront,
});
