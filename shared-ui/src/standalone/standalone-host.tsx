import { useMemo, useRef } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
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
  /** The remote's pages as route objects on the shell's paths (the host adds /login). */
  routes: RouteObject[];
}

/**
 * A remote on its own: the shell's context (config, API client, stand-in auth), a data router as the
 * shell's (route objects) and toasts around its pages.
 */
export function StandaloneHost({ config, title, home, routes }: StandaloneHostOptions & { config: ShopConfig }) {
  const { api, auth, signIn } = useStandaloneAuth(config.apiUrl);
  const shop = useMemo(() => ({ config, api, auth }), [config, api, auth]);
  // The router is made once; the sign-in form calls the current signIn.
  const currentSignIn = useRef(signIn);
  currentSignIn.current = signIn;
  const router = useMemo(
    () =>
      createBrowserRouter([
        {
          element: (
            <StandaloneFrame title={title} home={home}>
              <Outlet />
            </StandaloneFrame>
          ),
          children: [
            {
              path: '/login',
              element: <StandaloneSignIn signIn={(body) => currentSignIn.current(body)} home={home} />,
            },
            ...routes,
          ],
        },
      ]),
    [title, home, routes],
  );
  return (
    <ShopProvider value={shop}>
      <RouterProvider router={router} />
      <ToastContainer position="top-right" autoClose={4000} />
    </ShopProvider>
  );
}
