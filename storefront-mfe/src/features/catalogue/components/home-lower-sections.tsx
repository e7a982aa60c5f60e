import { ContactSection } from './contact-section';
import { NewsletterBanner } from './newsletter-banner';
import { ReviewsCarousel } from './reviews-carousel';

/** Home, items 4 to 6 (docs/product.md#22-home): the sections below the products, loaded as one chunk. */
export default function HomeLowerSections() {
  return (
    <>
      <NewsletterBanner />
      <ReviewsCarousel />
      <ContactSection />
    </>
  );
}
