import { useMemo, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { ShopProvider, type ShopConfig } from '../context/shop-context';
import { StandaloneFrame } from './standalone-frame';
import { StandaloneSignIn } from './standalone-sign-in';
import { useStandaloneAuth } from './use-standalone-auth';

export interface StandaloneHostOptions {
  /** The bar's title, e.g. 'Storefront dev host'. */
  title: string;
  /** Where the title links to and a sign-in returns to when no page sent the person there. */
  home: string;
  /** The remote's pages as `<Route>`s on the shell's paths (the host adds /login). */
  routes: ReactNode;
}

/** A remote on its own: the shell's context (config, API client, stand-in auth), router and toasts around its pages. */
export function StandaloneHost({ config, title, home, routes }: StandaloneHostOptions & { config: ShopConfig }) {
  const { api, auth, signIn } = useStandaloneAuth(config.apiUrl);
  const shop = useMemo(() => ({ config, api, auth }), [config, api, auth]);
  return (
    <ShopProvider value={shop}>
      <BrowserRouter>
        <StandaloneFrame title={title} home={home}>
          <Routes>
            <Route path="/login" element={<StandaloneSignIn signIn={signIn} home={home} />} />
            {routes}
          </Routes>
        </StandaloneFrame>
        <ToastContainer position="top-right" autoClose={4000} />
      </BrowserRouter>
    </ShopProvider>
  );
}
