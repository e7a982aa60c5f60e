// The standalone dev host (`npm run dev -w @phoneparts/storefront-mfe`): the exposed pages on the
// shell's routes against the real API, for the storefront's own team. The shell loads only the exposed
// modules (mf-manifest.json / remoteEntry.js), never this entry.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RequireAuth } from '@phoneparts/shared-ui';
import { startStandalone } from '@phoneparts/shared-ui/standalone';
import CartPage from '../routes/cart-page';
import DevicePage from '../routes/device-page';
import HomePage from '../routes/home-page';
import PartPage from '../routes/part-page';
import PaymentPage from '../routes/payment-page';
import PurchasePage from '../routes/purchase-page';
import QuickOrderPage from '../routes/quick-order-page';
import styles from './standalone.module.css';

const signedIn = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;

void startStandalone({
  title: 'Storefront dev host',
  home: '/',
  routes: [
    { path: '/', element: <HomePage /> },
    { path: '/parts/:sku', element: <PartPage /> },
    { path: '/devices/:brand/:model', element: <DevicePage /> },
    { path: '/purchase/:id', element: signedIn(<PurchasePage />) },
    { path: '/payment/:id', element: signedIn(<PaymentPage />) },
    { path: '/cart', element: signedIn(<CartPage />) },
    { path: '/quick-order', element: signedIn(<QuickOrderPage />) },
    { path: '*', element: <OutsideTheStorefront /> },
  ],
});

/** Pages such as /dashboard/myOrders belong to other apps; the dev host only says where you landed. */
function OutsideTheStorefront() {
  return (
    <p className={styles.outside}>
      This page belongs to the shell or the dashboard remote, which the storefront dev host does not load.{' '}
      <Link to="/">Back to the storefront</Link>
    </p>
  );
}
