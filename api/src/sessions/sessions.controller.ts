import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../access';
import { RateLimit } from '../rate-limits/rate-limit.guard';
import { SessionsService } from './sessions.service';

@ApiTags('auth')
@Controller('auth')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @ApiOperation({
    summary: 'Renew the session: the HttpOnly refresh cookie for {accessToken, user} and the next cookie',
    description:
      'Credentialed (the shop’s own origins only). A spent refresh token presented again ends its whole session family (401).',
  })
  @Public()
  @RateLimit('refreshSession')
  @HttpCode(200)
  @Post('refresh')
  refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.sessions.renew(request.headers.cookie, reply);
  }
}
