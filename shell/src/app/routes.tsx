import type { RouteObject } from 'react-router-dom';
import { remotePages, withdrawStockAlertPath, type RemotePageEntry } from '@phoneparts/contracts';
import { Loader, RequireAuth, type ApiClient } from '@phoneparts/shared-ui';
import { RemotePage } from '../federation/remote-page';
import { loadRemotePage } from '../federation/remote-page-loader';
import { RemotePagePlaceholder } from '../federation/remote-page-placeholder';
import { AfterVerifyEmailPrompt } from '../layout/verify-email-prompt';
import { NotFoundPage } from '../pages/not-found-page';
import type { ShellStore } from '../store/create-shell-store';
import { AppLayout } from './app-layout';

interface RouteDeps {
  store: ShellStore;
  api: ApiClient;
}

/**
 * Every route of the shop (docs/product.md#2-screens), for react-router's data router: the remotes' pages at the routes
 * their contract gives (contracts/src/remotes.ts), the shell's auth pages (their code loaded when first
 * visited), 404. A new page is one line here (or one entry of the contract for a remote's page).
 */
export function shellRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        ...remotePages.map((page) => remotePageRoute(page, deps)),
        shellPage('/login', () => import('../auth-pages/login-page').then((m) => m.LoginPage)),
        shellPage('/signUp', () => import('../auth-pages/sign-up-page').then((m) => m.SignUpPage)),
        shellPage('/resetPassword', () => import('../auth-pages/reset-password-page').then((m) => m.ResetPasswordPage)),
        shellPage('/verify-email', () => import('../auth-pages/verify-email-page').then((m) => m.VerifyEmailPage)),
        shellPage('/confirm-email', () => import('../auth-pages/confirm-email-page').then((m) => m.ConfirmEmailPage)),
        shellPage(withdrawStockAlertPath, () =>
          import('../stock-alert-pages/withdraw-stock-alert-page').then((m) => m.WithdrawStockAlertPage),
        ),
        shellPage('/auth/google/done', () => import('../auth-pages/google-done-page').then((m) => m.GoogleDonePage)),
        { path: '*', Component: NotFoundPage },
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
 * signed-in page is guarded (a visitor goes to /login and nothing of the page is loaded).
 */
function remotePageRoute(page: RemotePageEntry, { store, api }: RouteDeps): RouteObject {
  const remotePage = <RemotePage id={page.id} />;
  return {
    path: page.route,
    loader: (args) => loadRemotePage(page, { ...args, api, signedIn: Boolean(store.getState().auth.token) }),
    element: page.signedIn ? (
      <RequireAuth>
        <AfterVerifyEmailPrompt>{remotePage}</AfterVerifyEmailPrompt>
      </RequireAuth>
    ) : (
      remotePage
    ),
    hydrateFallbackElement: <RemotePagePlaceholder id={page.id} />,
  };
}
