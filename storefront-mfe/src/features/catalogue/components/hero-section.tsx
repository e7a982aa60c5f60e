import { HeroBanner } from '@phoneparts/shared-ui';
import { homeCopy } from './home-copy';

/**
 * Home, item 1 (docs/product.md#22-home): the title, the seller's claim and 'Shop now'. The banner comes from
 * shared-ui: the shell paints its preview with the same styles before this remote arrives, and this one replaces it
 * in place.
 */
export function HeroSection({ onShopNow }: { onShopNow(): void }) {
  return (
    <HeroBanner
      titleId="storefront-hero-title"
      title={homeCopy.heroTitle}
      claim={homeCopy.sellerClaim}
      actionLabel={homeCopy.shopNow}
      onAction={onShopNow}
    />
  );
}
