import { Injectable } from '@nestjs/common';
import type { CreateReviewBody, InsertResult, PageQuery, Review } from '@phoneparts/contracts';
import { mapPage, Page } from '../common/lists/page';
import type { AuthUser } from '../access';
import { displayNameOf } from '../common/display-name';
import { toReviewJson } from './review.mapper';
import { ReviewsRepository } from './reviews.repository';

@Injectable()
export class ReviewsService {
  constructor(private readonly reviews: ReviewsRepository) {}

  async list(query: PageQuery): Promise<Page<Review>> {
    return mapPage(await this.reviews.page(query), toReviewJson);
  }

  /** The author's name and picture are the account's (loaded from the users table for this request). */
  async create(author: AuthUser, body: CreateReviewBody): Promise<InsertResult> {
    const row = await this.reviews.insert({
      userId: author.id,
      userName: displayNameOf(author),
      picture: author.photoUrl,
      ratings: body.ratings,
      comment: body.comment,
    });
    return { acknowledged: true, insertedId: row.id };
  }

  /** Every review the account wrote: part of the customer's data export. */
  async byAuthor(userId: string): Promise<Review[]> {
    return (await this.reviews.byAuthor(userId)).map(toReviewJson);
  }
}
