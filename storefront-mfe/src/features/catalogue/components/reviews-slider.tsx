import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import 'slick-carousel/slick/slick-theme.css';
import type { Review } from '@phoneparts/contracts';
import { carouselSettings } from './carousel-settings';
import { ReviewCard } from './review-card';
import styles from './reviews-carousel.module.css';

/** The slick carousel itself (settings of docs/product.md#22-home), in its own chunk: see ReviewsCarousel. */
export default function ReviewsSlider({ reviews }: { reviews: Review[] }) {
  return (
    <Slider {...carouselSettings}>
      {reviews.map((review) => (
        <div key={review._id} className={styles.slide}>
          <ReviewCard review={review} />
        </div>
      ))}
    </Slider>
  );
}
