import { Suspense } from 'react';
import { homeHeroCopy } from '@phoneparts/contracts';
import { HeroBanner, Loader } from '@phoneparts/shared-ui';
import { pagePreviews } from './page-previews';

/**
 * What the page area shows while a remote page loads. The home page's first screen is fixed copy, so
 * the shell draws it at once (its largest text is the home page's Largest Contentful Paint) instead of
 * waiting for the federation runtime and the storefront; the real banner then takes its place at the
 * same size, so nothing moves and no later paint counts as larger. A page with a preview (the part
 * page) is drawn from its first read's answer as soon as that arrives; any other page shows a loader.
 */
export function RemotePagePlaceholder({ id }: { id: string }) {
  const Preview = pagePreviews[id];
  if (Preview) {
    return (
      <Suspense fallback={<Loader />}>
        <Preview id={id} />
      </Suspense>
    );
  }
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
