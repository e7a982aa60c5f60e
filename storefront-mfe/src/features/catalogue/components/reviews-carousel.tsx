import { lazy, Suspense, useDeferredValue, useRef } from 'react';
import { homeStatusMessages } from '@phoneparts/contracts';
import { ErrorText, Loader } from '@phoneparts/shared-ui';
import { useGetReviewsQuery } from '../api/catalogue-api';
import { homeCopy } from './home-copy';
import { useNearViewport } from './use-near-viewport';
import styles from './reviews-carousel.module.css';

// react-slick and its styles (25 KB gzip) load when the section nears the viewport, not with the page.
const ReviewsSlider = lazy(() => import('./reviews-slider'));

/** Home, item 5 (docs/product.md#22-home): "Buyer's Feedback", the reviews in a slick carousel. */
export function ReviewsCarousel() {
  // Rendered from a deferred copy, in short slices (see ProductsSection).
  const { data: reviews, isLoading, isError } = useDeferredValue(useGetReviewsQuery());
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);

  return (
    <section ref={section} className={styles.section} aria-labelledby="storefront-reviews-title">
      <h2 id="storefront-reviews-title" className={styles.title}>
        {homeCopy.reviewsTitle}
      </h2>
      {/* The slides' room is kept while data and code load, so nothing below moves when they come. */}
      <div className={styles.carousel}>
        {isLoading && <Loader />}
        {isError && !reviews && <ErrorText>{homeStatusMessages.reviewsUnavailable}</ErrorText>}
        {reviews && reviews.length > 0 && near && (
          <Suspense fallback={<Loader />}>
            <ReviewsSlider reviews={reviews} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
