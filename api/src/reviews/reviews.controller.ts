import { Controller, Get, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreateReviewBody, createReviewSchema, PageQuery, pageQuerySchema } from '@phoneparts/contracts';
import type { FastifyReply } from 'fastify';
import { Authenticated, type AuthUser, CurrentUser, Public } from '../access';
import { ValidBody, ValidQuery } from '../common/http/zod-body';
import { withPagingHeaders } from '../common/lists/paging-headers';
import { ReviewsService } from './reviews.service';

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: "A page of buyers' feedback, newest first (anyone); the carousel reads `?limit=N`" })
  async list(@ValidQuery(pageQuerySchema) query: PageQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return withPagingHeaders(reply, query, await this.reviews.list(query));
  }

  @Post()
  @Authenticated()
  @ApiOperation({ summary: 'Add a review (signed in); the name and picture are the account’s' })
  create(@CurrentUser() author: AuthUser, @ValidBody(createReviewSchema) body: CreateReviewBody) {
    return this.reviews.create(author, body);
  }
}
