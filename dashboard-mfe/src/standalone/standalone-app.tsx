import type { LoginBody } from '@phoneparts/contracts';
import { RequireAuth, ShopProvider, type ShopConfig } from '@phoneparts/shared-ui';
import { useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import DashboardApp from '../dashboard-app';
import { StandInLogin } from './stand-in-login';
import { StandaloneFrame } from './standalone-frame';
import { useStandInAuth } from './use-stand-in-auth';

/** The remote mounted at /dashboard/* as the shell mounts it, plus a /login of its own. */
export function StandaloneApp({ config }: { config: ShopConfig }) {
  const { api, auth, signIn } = useStandInAuth(config.apiUrl);
  const value = useMemo(() => ({ config, api, auth }), [config, api, auth]);
  return (
    <ShopProvider value={value}>
      <BrowserRouter>
        <StandaloneFrame>
          <Routes>
            <Route path="/login" element={<StandInLogin onSignIn={(body: LoginBody) => signIn(body)} />} />
            <Route
              path="/dashboard/*"
              element={
                <RequireAuth>
                  <DashboardApp />
                </RequireAuth>
              }
            />
            <Route path="*" element={<Navigate to="/dashboard" replace />} />
          </Routes>
        </StandaloneFrame>
      </BrowserRouter>
      <ToastContainer position="top-right" autoClose={4000} />
    </ShopProvider>
  );
}
