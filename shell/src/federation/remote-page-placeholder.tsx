import { homeHeroCopy } from '@phoneparts/contracts';
import { HeroBanner, Loader } from '@phoneparts/shared-ui';

/**
 * What the page area shows while a remote page loads. The home page's first screen is fixed copy, so
 * the shell draws it at once (its largest text is the home page's Largest Contentful Paint) instead of
 * waiting for the federation runtime and the storefront; the real banner then takes its place at the
 * same size, so nothing moves and no later paint counts as larger. Any other page shows a loader.
 */
export function RemotePagePlaceholder({ id }: { id: string }) {
  if (id !== 'storefront/HomePage') return <Loader />;
  return (
    <>
      <HeroBanner
        preview
        title={homeHeroCopy.heroTitle}
        claim={homeHeroCopy.sellerClaim}
        actionLabel={homeHeroCopy.shopNow}
      />
      <Loader />
    </>
  );
}
