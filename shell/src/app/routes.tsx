import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { remotePages, withdrawStockAlertPath, type RemotePageEntry } from '@phoneparts/contracts';
import { Loader, RequireAuth, type ApiClient } from '@phoneparts/shared-ui';
import { RemotePage } from '../federation/remote-page';
import { loadRemotePage } from '../federation/remote-page-loader';
import { RemotePagePlaceholder } from '../federation/remote-page-placeholder';
import { AfterVerifyEmailPrompt } from '../layout/verify-email-prompt';
import type { ShellStore } from '../store/create-shell-store';
import { AppLayout } from './app-layout';

export interface RouteDeps {
  store: ShellStore;
  api: ApiClient;
}

/**
 * Every route of the shop (docs/product.md#2-screens), for react-router's data router: the remotes' pages at the routes
 * their contract gives (contracts/src/remotes.ts), the shell's auth pages and the 404 (their code loaded
 * when first visited). A new page is one line here (or one entry of the contract for a remote's page).
 */
export function shellRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        ...remotePages.filter((page) => !page.layout).map((page) => remotePageRoute(page, deps)),
        shellPage('/login', () => import('../auth-pages/login-page').then((m) => m.LoginPage)),
        shellPage('/signUp', () => import('../auth-pages/sign-up-page').then((m) => m.SignUpPage)),
        shellPage('/resetPassword', () => import('../auth-pages/reset-password-page').then((m) => m.ResetPasswordPage)),
        shellPage('/verify-email', () => import('../auth-pages/verify-email-page').then((m) => m.VerifyEmailPage)),
        shellPage('/confirm-email', () => import('../auth-pages/confirm-email-page').then((m) => m.ConfirmEmailPage)),
        shellPage(withdrawStockAlertPath, () =>
          import('../stock-alert-pages/withdraw-stock-alert-page').then((m) => m.WithdrawStockAlertPage),
        ),
        shellPage('/auth/google/done', () => import('../auth-pages/google-done-page').then((m) => m.GoogleDonePage)),
        // Any other path: the 404 page, loaded only when shown.
        shellPage('*', () => import('../pages/not-found-page').then((m) => m.NotFoundPage)),
      ],
    },
  ];
}

/** A shell page whose code loads when first visited (the auth forms bring react-hook-form and zod). */
function shellPage(path: string, load: () => Promise<React.ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }), hydrateFallbackElement: <Loader /> };
}

/**
 * A remote's page: its loader starts the page's code and its data together (see loadRemotePage); a
 * signed-in page is guarded (a visitor goes to /login and nothing of the page is loaded). A layout's
 * pages (contract `layout`) are its child routes: react-router runs the layout's loader and the page's
 * together, and keeps the layout while moving between its pages. The guard sits on the outer route.
 */
function remotePageRoute(page: RemotePageEntry, deps: RouteDeps): RouteObject {
  const element = <RemotePage id={page.id} />;
  const children = remotePages.filter((child) => child.remote === page.remote && child.layout === page.expose);
  return {
    ...pageRoute(page, deps),
    path: page.route,
    element: page.signedIn ? (
      <RequireAuth>
        <AfterVerifyEmailPrompt>{element}</AfterVerifyEmailPrompt>
      </RequireAuth>
    ) : (
      element
    ),
    ...(children.length
      ? {
          children: children.map((child) => ({
            ...pageRoute(child, deps),
            // A child's route is the full path; the layout's own path is its index.
            ...(child.route === page.route ? { index: true } : { path: child.route }),
            element: <RemotePage id={child.id} />,
          })),
        }
      : {}),
  } as RouteObject;
}

function pageRoute(page: RemotePageEntry, deps: RouteDeps) {
  return {
    // Read at each load, not when the routes are built: the render server builds them once for every
    // request and gives each load its request's store (shell/src/server/render-page.tsx).
    loader: (args: LoaderFunctionArgs) =>
      loadRemotePage(page, { ...args, api: deps.api, signedIn: Boolean(deps.store.getState().auth.token) }),
    hydrateFallbackElement: <RemotePagePlaceholder id={page.id} />,
  };
}
