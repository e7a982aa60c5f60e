import { useRef } from 'react';
import { DeviceSection } from '../../devices/components/device-section';
import { ContactSection } from './contact-section';
import { HeroSection } from './hero-section';
import { NewsletterBanner } from './newsletter-banner';
import { ProductsSection } from './products-section';
import { ReviewsCarousel } from './reviews-carousel';
import { scrollToElement } from './scroll-to-element';
import { SummaryStrip } from './summary-strip';
import styles from './home-page.module.css';

/** Spec §2: 'Shop now' reaches the summary strip in 500 ms. */
export const shopNowScrollMs = 500;

/** The home page (/), spec §2: the six sections top to bottom, and shop by device (issue 36) before the products. */
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
      <NewsletterBanner />
      <ReviewsCarousel />
      <ContactSection />
    </div>
  );
}
