import { lazy, Suspense } from 'react';
import { useAuth } from '@phoneparts/shared-ui';

const VerifyEmailBanner = lazy(() => import('./verify-email-banner').then((m) => ({ default: m.VerifyEmailBanner })));

/**
 * Only a signed-in account whose address is not verified needs the banner: it (with the toast library
 * it uses) loads then, so the first load of everyone else stays as small as before.
 */
export function VerifyEmailPrompt() {
  const { status, user } = useAuth();
  if (status !== 'signedIn' || !user || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner email={user.email} />
    </Suspense>
  );
}
