import { Controller, Get, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreateReviewBody, createReviewSchema } from '@phoneparts/contracts';
import type { AuthUser } from '../auth/access/auth-user';
import { CurrentUser, Public } from '../auth/access/decorators';
import { BodySchema, ValidBody } from '../common/http/zod-body';
import { ReviewsService } from './reviews.service';

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: "Buyers' feedback (anyone)" })
  list() {
    return this.reviews.list();
  }

  @Post()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Add a review (signed in); the name and picture are the account’s' })
  @BodySchema(createReviewSchema)
  create(@CurrentUser() author: AuthUser, @ValidBody(createReviewSchema) body: CreateReviewBody) {
    return this.reviews.create(author, body);
  }
}
