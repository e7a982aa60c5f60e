import { useMemo } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { RequireAuth, ShopProvider, type ShopConfig } from '@phoneparts/shared-ui';
import HomePage from '../home/home-page';
import PaymentPage from '../payment/payment-page';
import PurchasePage from '../purchase/purchase-page';
import { StandaloneSignIn } from './standalone-sign-in';
import { useStandaloneAuth } from './use-standalone-auth';
import styles from './standalone.module.css';

/**
 * The storefront on its own, for its team's development (`npm run dev -w @phoneparts/storefront-mfe`):
 * the three exposed pages on the shell's routes, against the real API.
 */
export function StandaloneApp({ config }: { config: ShopConfig }) {
  const { api, auth, signIn } = useStandaloneAuth(config);
  const shop = useMemo(() => ({ config, api, auth }), [config, api, auth]);

  return (
    <ShopProvider value={shop}>
      <BrowserRouter>
        <header className={styles.bar}>
          <Link to="/">Storefront dev host</Link>
          {auth.user ? (
            <button type="button" className={styles.linkButton} onClick={auth.signOut}>
              Sign out {auth.user.email}
            </button>
          ) : (
            <Link to="/login">Sign in</Link>
          )}
        </header>
        <main>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route
              path="/purchase/:id"
              element={
                <RequireAuth>
                  <PurchasePage />
                </RequireAuth>
              }
            />
            <Route
              path="/payment/:id"
              element={
                <RequireAuth>
                  <PaymentPage />
                </RequireAuth>
              }
            />
            <Route path="/login" element={<StandaloneSignIn signIn={signIn} />} />
            <Route path="*" element={<OutsideTheStorefront />} />
          </Routes>
        </main>
        <ToastContainer position="top-right" autoClose={4000} />
      </BrowserRouter>
    </ShopProvider>
  );
}

/** Pages such as /dashboard/myOrders belong to other apps; the dev host only says where you landed. */
function OutsideTheStorefront() {
  return (
    <p className={styles.outside}>
      This page belongs to the shell or the dashboard remote, which the storefront dev host does not load.{' '}
      <Link to="/">Back to the storefront</Link>
    </p>
  );
}
