import { useEffect, useState, type ReactNode } from 'react';
import { Loader, useAuth } from '@phoneparts/shared-ui';

type BannerModule = typeof import('./verify-email-banner');

// The banner's code is loaded once, when first needed; null when it could not be loaded.
let banner: BannerModule | null | undefined;
let loading: Promise<BannerModule | null> | undefined;
const loadBanner = () =>
  (loading ??= import('./verify-email-banner').then(
    (module) => (banner = module),
    (error: unknown) => {
      console.error('[shell] the e-mail verification banner could not be loaded', error);
      return (banner = null);
    },
  ));

/**
 * The banner's code (undefined while it loads, null when it failed), loading it when `needed`. The
 * prompt and the page it holds both use it: their updates come from the same promise in the same
 * turn, so React draws the banner and the page in one commit.
 */
function useBanner(needed: boolean): BannerModule | null | undefined {
  const [loaded, setLoaded] = useState(banner);
  useEffect(() => {
    if (needed && loaded === undefined) void loadBanner().then(setLoaded);
  }, [needed, loaded]);
  return loaded ?? banner;
}

const needsBanner = ({ status, user }: ReturnType<typeof useAuth>) =>
  status === 'signedIn' && user !== null && !user.emailVerified;

/**
 * Only a signed-in account whose address is not verified needs the banner: it (with the toast library
 * it uses) loads then, so the first load of everyone else stays as small as before.
 */
export function VerifyEmailPrompt() {
  const auth = useAuth();
  const needed = needsBanner(auth);
  const module = useBanner(needed);
  if (!needed || !module) return null;
  return <module.VerifyEmailBanner email={auth.user!.email} />;
}

/**
 * Holds a signed-in page behind a loader until the banner above it can be drawn: a page drawn first
 * (the part page draws as soon as its read is answered) was pushed down when the banner's code
 * arrived (a layout shift of the whole page). A banner that cannot load holds nothing.
 */
export function AfterVerifyEmailPrompt({ children }: { children: ReactNode }) {
  const needed = needsBanner(useAuth());
  const module = useBanner(needed);
  return needed && module === undefined ? <Loader /> : <>{children}</>;
}
