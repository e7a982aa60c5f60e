import { useRef } from 'react';
import { DeviceSection } from '../../devices/components/device-section';
import { HeroSection } from './hero-section';
import { LowerSectionsSlot } from './lower-sections-slot';
import { ProductsSection } from './products-section';
import { scrollToElement } from './scroll-to-element';
import { SummaryStrip } from './summary-strip';
import styles from './home-page.module.css';

/** 'Shop now' reaches the summary strip in 500 ms (docs/product.md#22-home). */
export const shopNowScrollMs = 500;

/**
 * The home page (/, docs/product.md#22-home): the six sections top to bottom, and shop by device before the products.
 */
export default function HomePage() {
  const summary = useRef<HTMLElement>(null);

  const shopNow = () => {
    const target = summary.current;
    if (!target) return;
    scrollToElement(target, shopNowScrollMs);
    // Keyboard and screen-reader users land where the page scrolled to.
    target.focus({ preventScroll: true });
  };

  return (
    <div className={styles.page}>
      <HeroSection onShopNow={shopNow} />
      <SummaryStrip ref={summary} />
      <DeviceSection />
      <ProductsSection />
      <LowerSectionsSlot />
    </div>
  );
}
