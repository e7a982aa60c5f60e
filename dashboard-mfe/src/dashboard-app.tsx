import { dashboardPages, type DashboardPageId } from '@phoneparts/contracts';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import AccountPage from './features/account/components/account-page';
import AddProductPage from './features/products/components/add-product-page';
import AddReviewPage from './features/reviews/components/add-review-page';
import AllOrdersPage from './features/orders/components/all-orders-page';
import AllProductsPage from './features/products/components/all-products-page';
import AllUsersPage from './features/users/components/all-users-page';
import { dashboardBase, relativeRoute } from './common/dashboard-paths';
import DashboardHome from './features/overview/components/dashboard-home';
import { DashboardLayout } from './layout/dashboard-layout';
import { DashboardNotFound } from './layout/dashboard-not-found';
import { RequireAdmin } from './layout/require-admin';
import { dashboardStore } from './lib/dashboard-store';
import MyOrdersPage from './features/orders/components/my-orders-page';
import MyProfilePage from './features/profile/components/my-profile-page';
import OrderPage from './features/orders/components/order-page';
import UpdateProductPage from './features/products/components/update-product-page';
import UpdateProfilePage from './features/profile/components/update-profile-page';

/** The component of each page of the site map's dashboard part (a page missing here fails the type check). */
const pageComponents: Record<DashboardPageId, ComponentType> = {
  home: DashboardHome,
  myProfile: MyProfilePage,
  updateProfile: UpdateProfilePage,
  account: AccountPage,
  myOrders: MyOrdersPage,
  order: OrderPage,
  addReview: AddReviewPage,
  allUsers: AllUsersPage,
  allOrders: AllOrdersPage,
  addProducts: AddProductPage,
  allProducts: AllProductsPage,
  updateProduct: UpdateProductPage,
};

const pageIds = Object.keys(dashboardPages) as DashboardPageId[];

/**
 * The remote's one exposed module (`dashboard/DashboardApp`). The shell renders it at `/dashboard/*`
 * inside RequireAuth, so these routes are relative to /dashboard; admin pages ask the server first.
 * Its pages read the API through the dashboard's own store (RTK Query), never the shell's.
 */
export default function DashboardApp() {
  return (
    <dashboardStore.StoreProvider>
      <DashboardRoutes />
    </dashboardStore.StoreProvider>
  );
}

function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        {pageIds.map((id) => {
          const { path, access } = dashboardPages[id];
          const Page = pageComponents[id];
          const element =
            access === 'admin' ? (
              <RequireAdmin>
                <Page />
              </RequireAdmin>
            ) : (
              <Page />
            );
          return path === dashboardBase ? (
            <Route key={id} index element={element} />
          ) : (
            <Route key={id} path={relativeRoute(path)} element={element} />
          );
        })}
        <Route path="*" element={<DashboardNotFound />} />
      </Route>
    </Routes>
  );
}
