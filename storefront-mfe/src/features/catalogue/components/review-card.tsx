import type { Review } from '@phoneparts/contracts';
import { Avatar, StarRating, useApi } from '@phoneparts/shared-ui';
import { truncateComment } from './truncate-comment';
import styles from './review-card.module.css';

/** One slide of "Buyer's Feedback": picture (default avatar), name, stars, the cut comment. */
export function ReviewCard({ review }: { review: Review }) {
  const api = useApi();
  return (
    <figure className={styles.card}>
      <Avatar src={review.picture ? api.assetUrl(review.picture) : null} alt={review.userName} />
      <figcaption className={styles.author}>{review.userName}</figcaption>
      <StarRating value={review.ratings} />
      {/* The whole comment stays available as a tooltip; the slide shows the 40-character cut. */}
      <blockquote className={styles.comment} title={review.comment}>
        {truncateComment(review.comment)}
      </blockquote>
    </figure>
  );
}
