import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from '@phoneparts/shared-ui';
import { RemotePage } from '../federation/remote-page';
import { LoginPage } from '../auth-pages/login-page';
import { SignUpPage } from '../auth-pages/sign-up-page';
import { ResetPasswordPage } from '../auth-pages/reset-password-page';
import { VerifyEmailPage } from '../auth-pages/verify-email-page';
import { GoogleDonePage } from '../auth-pages/google-done-page';
import { NotFoundPage } from '../pages/not-found-page';

/** Spec §2 routes: storefront pages, the dashboard (own nested routes), the shell's auth pages, 404. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RemotePage id="storefront/HomePage" />} />
      <Route path="/purchase/:id" element={<RequireAuth><RemotePage id="storefront/PurchasePage" /></RequireAuth>} />
      <Route path="/payment/:id" element={<RequireAuth><RemotePage id="storefront/PaymentPage" /></RequireAuth>} />
      <Route path="/dashboard/*" element={<RequireAuth><RemotePage id="dashboard/DashboardApp" /></RequireAuth>} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signUp" element={<SignUpPage />} />
      <Route path="/resetPassword" element={<ResetPasswordPage />} />
      <Route path="/verify-email" element={<VerifyEmailPage />} />
      <Route path="/auth/google/done" element={<GoogleDonePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
