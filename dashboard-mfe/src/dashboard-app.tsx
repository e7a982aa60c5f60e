import { RequireAdmin } from '@phoneparts/shared-ui';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import AddProductPage from './add-product/add-product-page';
import AddReviewPage from './add-review/add-review-page';
import AllOrdersPage from './all-orders/all-orders-page';
import AllProductsPage from './all-products/all-products-page';
import AllUsersPage from './all-users/all-users-page';
import { routeSegments as r } from './common/dashboard-paths';
import DashboardHome from './home/dashboard-home';
import { DashboardLayout } from './layout/dashboard-layout';
import { DashboardNotFound } from './layout/dashboard-not-found';
import { dashboardStore } from './lib/dashboard-store';
import MyOrdersPage from './my-orders/my-orders-page';
import MyProfilePage from './my-profile/my-profile-page';
import UpdateProductPage from './update-product/update-product-page';
import UpdateProfilePage from './update-profile/update-profile-page';

const admin = (page: ReactNode) => <RequireAdmin>{page}</RequireAdmin>;

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
        <Route index element={<DashboardHome />} />
        <Route path={r.myProfile} element={<MyProfilePage />} />
        <Route path={r.updateProfile} element={<UpdateProfilePage />} />
        <Route path={`${r.myOrders}/:email`} element={<MyOrdersPage />} />
        <Route path={r.addReview} element={<AddReviewPage />} />
        <Route path={r.allUsers} element={admin(<AllUsersPage />)} />
        <Route path={r.allOrders} element={admin(<AllOrdersPage />)} />
        <Route path={r.addProducts} element={admin(<AddProductPage />)} />
        <Route path={r.allProducts} element={admin(<AllProductsPage />)} />
        <Route path={`${r.updateProduct}/:id`} element={admin(<UpdateProductPage />)} />
        <Route path="*" element={<DashboardNotFound />} />
      </Route>
    </Routes>
  );
}
