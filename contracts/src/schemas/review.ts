import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { requiredNumber, requiredText } from './fields';

export const ratingChoices = [5, 4, 3, 2, 1] as const;
export const defaultRating = 5;

/** POST /reviews — the author's name and picture come from the account, never the body. */
export const createReviewSchema = z.object({
  ratings: requiredNumber({
    required: m.ratingsInvalid,
    integer: true,
    min: { value: 1, message: m.ratingsInvalid },
    max: { value: 5, message: m.ratingsInvalid },
  }),
  comment: requiredText(m.reviewCommentRequired, 1000),
});
export type CreateReviewBody = z.infer<typeof createReviewSchema>;
