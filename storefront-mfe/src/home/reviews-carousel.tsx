import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import 'slick-carousel/slick/slick-theme.css';
import { uiMessages } from '@phoneparts/contracts';
import { ErrorText, Loader } from '@phoneparts/shared-ui';
import { useGetReviewsQuery } from '../store/storefront-api';
import { carouselSettings } from './carousel-settings';
import { homeCopy } from './home-copy';
import { ReviewCard } from './review-card';
import styles from './reviews-carousel.module.css';

/** Spec §2 Home 5: "Buyer's Feedback", the reviews in a slick carousel. */
export function ReviewsCarousel() {
  const { data: reviews, isLoading, isError } = useGetReviewsQuery();

  return (
    <section className={styles.section} aria-labelledby="storefront-reviews-title">
      <h2 id="storefront-reviews-title" className={styles.title}>
        {homeCopy.reviewsTitle}
      </h2>
      {isLoading && <Loader />}
      {isError && !reviews && <ErrorText>{uiMessages.reviewsUnavailable}</ErrorText>}
      {reviews && reviews.length > 0 && (
        <div className={styles.carousel}>
          <Slider {...carouselSettings}>
            {reviews.map((review) => (
              <div key={review._id} className={styles.slide}>
                <ReviewCard review={review} />
              </div>
            ))}
          </Slider>
        </div>
      )}
    </section>
  );
}
