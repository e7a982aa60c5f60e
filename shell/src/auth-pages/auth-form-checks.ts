import { lazyResolver } from '@phoneparts/shared-ui/lazy-resolver';

const loadChecks = () => import('./auth-checks');

/** Each sign-in form's resolver, loaded on the form's first focus or check (see lazyResolver). */
export const loginChecks = lazyResolver(() => loadChecks().then((checks) => checks.loginResolver));
export const signUpChecks = lazyResolver(() => loadChecks().then((checks) => checks.signUpResolver));
export const passwordResetRequestChecks = lazyResolver(() =>
  loadChecks().then((checks) => checks.passwordResetRequestResolver),
);
export const passwordResetConfirmChecks = lazyResolver(() =>
  loadChecks().then((checks) => checks.passwordResetConfirmResolver),
);
