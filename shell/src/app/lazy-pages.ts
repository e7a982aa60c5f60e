import { lazy } from 'react';

/**
 * The auth pages load when first visited: their forms bring react-hook-form and the zod schemas,
 * which the home page (the first load of most visitors) never needs.
 */
export const LoginPage = lazy(() => import('../auth-pages/login-page').then((m) => ({ default: m.LoginPage })));
export const SignUpPage = lazy(() => import('../auth-pages/sign-up-page').then((m) => ({ default: m.SignUpPage })));
export const ResetPasswordPage = lazy(() =>
  import('../auth-pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
export const VerifyEmailPage = lazy(() =>
  import('../auth-pages/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })),
);
export const GoogleDonePage = lazy(() =>
  import('../auth-pages/google-done-page').then((m) => ({ default: m.GoogleDonePage })),
);
export const ConfirmEmailPage = lazy(() =>
  import('../auth-pages/confirm-email-page').then((m) => ({ default: m.ConfirmEmailPage })),
);
