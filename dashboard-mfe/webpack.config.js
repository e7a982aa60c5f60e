const { createWebpackConfig } = require('@phoneparts/webpack-config');
const { remoteContracts } = require('@phoneparts/contracts');

// The dashboard remote: its layout, each page and each page's route loader, exposed for the shell's
// routes (src/routes/ wires them). The entry is the standalone dev host (src/standalone/), so the team
// can run this remote alone on :3002.
module.exports = createWebpackConfig({
  name: 'dashboard',
  dir: __dirname,
  port: 3002,
  entry: './src/standalone/index.tsx',
  title: 'Dashboard (standalone) · Phone Parts Shop',
  exposes: {
    './DashboardLayout': './src/routes/dashboard-layout.tsx',
    './DashboardHomePage': './src/routes/dashboard-home-page.tsx',
    './MyProfilePage': './src/routes/my-profile-page.tsx',
    './UpdateProfilePage': './src/routes/update-profile-page.tsx',
    './AccountPage': './src/routes/account-page.tsx',
    './AccountPageLoader': './src/routes/account-page-loader.ts',
    './MyOrdersPage': './src/routes/my-orders-page.tsx',
    './OrderPage': './src/routes/order-page.tsx',
    './OrderPageLoader': './src/routes/order-page-loader.ts',
    './AddReviewPage': './src/routes/add-review-page.tsx',
    './AllUsersPage': './src/routes/all-users-page.tsx',
    './AllUsersPageLoader': './src/routes/all-users-page-loader.ts',
    './AllOrdersPage': './src/routes/all-orders-page.tsx',
    './AllOrdersPageLoader': './src/routes/all-orders-page-loader.ts',
    './AddProductPage': './src/routes/add-product-page.tsx',
    './AllProductsPage': './src/routes/all-products-page.tsx',
    './AllProductsPageLoader': './src/routes/all-products-page-loader.ts',
    './UpdateProductPage': './src/routes/update-product-page.tsx',
    './UpdateProductPageLoader': './src/routes/update-product-page-loader.ts',
    './LowStockPage': './src/routes/low-stock-page.tsx',
    './LowStockPageLoader': './src/routes/low-stock-page-loader.ts',
    './CatalogueImportPage': './src/routes/catalogue-import-page.tsx',
    './AddressesPage': './src/routes/addresses-page.tsx',
    './AddressesPageLoader': './src/routes/addresses-page-loader.ts',
    './ShippingPage': './src/routes/shipping-page.tsx',
    './ShippingPageLoader': './src/routes/shipping-page-loader.ts',
    './TaxPage': './src/routes/tax-page.tsx',
    './TaxPageLoader': './src/routes/tax-page-loader.ts',
    './ReturnsPage': './src/routes/returns-page.tsx',
    './ReturnsPageLoader': './src/routes/returns-page-loader.ts',
    './DashboardNotFoundPage': './src/routes/dashboard-not-found-page.tsx',
  },
  // What the shell routes to (contracts/src/remotes.ts): the build fails if it goes missing.
  contract: remoteContracts.dashboard,
});
