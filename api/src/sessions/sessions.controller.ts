import { Controller, ForbiddenException, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '@phoneparts/contracts';
import { Public } from '../access';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { RateLimit } from '../rate-limits/rate-limit.guard';
import { SessionsService } from './sessions.service';

@ApiTags('auth')
@Controller('auth')
export class SessionsController {
  private readonly shopOrigins: ReadonlySet<string>;

  constructor(
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.shopOrigins = new Set(config.corsOrigins);
  }

  @ApiOperation({
    summary: 'Renew the session: the HttpOnly refresh cookie for {accessToken, user} and the next cookie',
    description:
      'Credentialed (the shop’s own origins only: another `Origin` is refused with 403). A spent refresh token presented again ends its whole session family (401).',
  })
  @Public()
  @RateLimit('refreshSession')
  @HttpCode(200)
  @Post('refresh')
  refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    // SameSite=Strict keeps the cookie from other sites, but a page on the same site (another port, a
    // sibling subdomain) is no other site: the browser sends the cookie with its POST. A browser names
    // the page's origin on every POST, so only the shop's own origins (the CORS list) may renew. A request
    // without Origin comes from no web page (a script holding the cookie itself), which SameSite was never about.
    const origin = request.headers.origin;
    if (origin !== undefined && !this.shopOrigins.has(origin))
      throw new ForbiddenException(apiMessages.refreshOriginRefused);
    return this.sessions.renew(request.headers.cookie, reply);
  }
}
