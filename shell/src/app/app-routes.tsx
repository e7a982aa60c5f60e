import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { remotePages } from '@phoneparts/contracts';
import { Loader, RequireAuth } from '@phoneparts/shared-ui';
import { RemotePage } from '../federation/remote-page';
import { AfterVerifyEmailPrompt } from '../layout/verify-email-prompt';
import {
  ConfirmEmailPage,
  GoogleDonePage,
  LoginPage,
  ResetPasswordPage,
  SignUpPage,
  VerifyEmailPage,
} from './lazy-pages';
import { NotFoundPage } from '../pages/not-found-page';

/**
 * Spec §2 routes: the remotes' pages at the routes their contract gives (contracts/src/remotes.ts:
 * storefront /, /purchase/:id, /payment/:id; the dashboard's own nested routes under /dashboard/*),
 * the shell's auth pages (loaded when first visited), 404.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<Loader />}>
      <Routes>
        {remotePages.map(({ id, route, signedIn }) => (
          <Route
            key={id}
            path={route}
            element={
              signedIn ? (
                <RequireAuth>
                  <AfterVerifyEmailPrompt>
                    <RemotePage id={id} />
                  </AfterVerifyEmailPrompt>
                </RequireAuth>
              ) : (
                <RemotePage id={id} />
              )
            }
          />
        ))}
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signUp" element={<SignUpPage />} />
        <Route path="/resetPassword" element={<ResetPasswordPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="/confirm-email" element={<ConfirmEmailPage />} />
        <Route path="/auth/google/done" element={<GoogleDonePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
