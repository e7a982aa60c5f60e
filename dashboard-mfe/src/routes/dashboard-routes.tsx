import { remoteContracts, type RemotePageContract } from '@phoneparts/contracts';
import type { ApiClient, RemoteRouteLoader } from '@phoneparts/shared-ui';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import accountPageLoader from './account-page-loader';
import AccountPage from './account-page';
import AddProductPage from './add-product-page';
import AddReviewPage from './add-review-page';
import addressesPageLoader from './addresses-page-loader';
import AddressesPage from './addresses-page';
import allOrdersPageLoader from './all-orders-page-loader';
import AllOrdersPage from './all-orders-page';
import allProductsPageLoader from './all-products-page-loader';
import AllProductsPage from './all-products-page';
import allUsersPageLoader from './all-users-page-loader';
import AllUsersPage from './all-users-page';
import CatalogueImportPage from './catalogue-import-page';
import DashboardHomePage from './dashboard-home-page';
import DashboardLayout from './dashboard-layout';
import DashboardNotFoundPage from './dashboard-not-found-page';
import lowStockPageLoader from './low-stock-page-loader';
import LowStockPage from './low-stock-page';
import MyOrdersPage from './my-orders-page';
import MyProfilePage from './my-profile-page';
import orderPageLoader from './order-page-loader';
import shippingPageLoader from './shipping-page-loader';
import ShippingPage from './shipping-page';
import returnsPageLoader from './returns-page-loader';
import ReturnsPage from './returns-page';
import taxPageLoader from './tax-page-loader';
import TaxPage from './tax-page';
import OrderPage from './order-page';
import updateProductPageLoader from './update-product-page-loader';
import UpdateProductPage from './update-product-page';
import UpdateProfilePage from './update-profile-page';

type Contract = typeof remoteContracts.dashboard;
type Page = keyof Contract;
type Loader = { [K in Page]: Contract[K] extends { loader: infer L extends string } ? L : never }[Page];

/**
 * The module behind each exposed name of the dashboard's contract (webpack.config.js exposes the same
 * files; its build fails when one the shell routes to goes missing). A page of the contract missing
 * here fails the type check.
 */
const modules: Record<Page, ComponentType> & Record<Loader, RemoteRouteLoader> = {
  './DashboardLayout': DashboardLayout,
  './DashboardHomePage': DashboardHomePage,
  './MyProfilePage': MyProfilePage,
  './UpdateProfilePage': UpdateProfilePage,
  './AccountPage': AccountPage,
  './AccountPageLoader': accountPageLoader,
  './MyOrdersPage': MyOrdersPage,
  './OrderPage': OrderPage,
  './OrderPageLoader': orderPageLoader,
  './AddReviewPage': AddReviewPage,
  './AllUsersPage': AllUsersPage,
  './AllUsersPageLoader': allUsersPageLoader,
  './AllOrdersPage': AllOrdersPage,
  './AllOrdersPageLoader': allOrdersPageLoader,
  './AddProductPage': AddProductPage,
  './AllProductsPage': AllProductsPage,
  './AllProductsPageLoader': allProductsPageLoader,
  './UpdateProductPage': UpdateProductPage,
  './UpdateProductPageLoader': updateProductPageLoader,
  './LowStockPage': LowStockPage,
  './LowStockPageLoader': lowStockPageLoader,
  './CatalogueImportPage': CatalogueImportPage,
  './AddressesPage': AddressesPage,
  './AddressesPageLoader': addressesPageLoader,
  './ShippingPage': ShippingPage,
  './ShippingPageLoader': shippingPageLoader,
  './TaxPage': TaxPage,
  './TaxPageLoader': taxPageLoader,
  './ReturnsPage': ReturnsPage,
  './ReturnsPageLoader': returnsPageLoader,
  './DashboardNotFoundPage': DashboardNotFoundPage,
};

/**
 * The dashboard's routes as the shell builds them from the contract: the layout at /dashboard, each page
 * its child route. For the standalone dev host and the tests; with `api`, each page's loader runs as the
 * shell runs it (react-router's data router calls it on every navigation to the page).
 */
export function dashboardRoutes({ api }: { api?: ApiClient } = {}): RouteObject {
  const layout = remoteContracts.dashboard['./DashboardLayout'];
  const pages = (Object.entries(remoteContracts.dashboard) as [Page, RemotePageContract][]).filter(
    ([, page]) => page.layout === './DashboardLayout',
  );
  return {
    path: layout.route,
    Component: modules['./DashboardLayout'],
    children: pages.map(([expose, page]): RouteObject => {
      const pageLoader = page.loader && modules[page.loader as Loader];
      return {
        ...(page.route === layout.route ? { index: true } : { path: page.route }),
        Component: modules[expose],
        loader: pageLoader && api ? ({ params, request }) => pageLoader({ params, request, api }) : undefined,
      } as RouteObject;
    }),
  };
}
