import type { Review } from '@phoneparts/contracts';
import type { reviews } from '../database/schema';

export type ReviewRow = typeof reviews.$inferSelect;

export function toReviewJson(row: ReviewRow): Review {
  return {
    _id: row.id,
    userName: row.userName,
    picture: row.picture,
    ratings: row.ratings,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}
