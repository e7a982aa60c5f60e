import {
  BadRequestException,
  Controller,
  Get,
  HttpCode,
  Post,
  Query,
  Req,
  NotFoundException,
  Res,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { apiMessages, GoogleExchangeBody, googleExchangeSchema } from '@phoneparts/contracts';
import { ValidBody } from '../../common/http/zod-body';
import { RateLimit } from '../../rate-limits/rate-limit.guard';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../access';
import { BrowserStep, GoogleSignInService } from './google-sign-in.service';

/** Google sign-in by browser navigation: these routes answer redirects, not JSON. */
@ApiTags('auth')
@Controller('auth')
export class GoogleAuthController {
  constructor(private readonly google: GoogleSignInService) {}

  @ApiOperation({ summary: 'Which sign-in providers this shop offers' })
  @Public()
  @Get('providers')
  providers() {
    return { google: this.google.enabled };
  }

  @ApiOperation({
    summary: 'Start Google sign-in (browser navigation); returnTo is a path on the shop (404 when the shop has none)',
    description:
      'binding: base64url SHA-256 of a random verifier the shell tab keeps; only that verifier can exchange the code the sign-in ends with.',
  })
  @Public()
  @Get('google')
  async start(@Query('returnTo') returnTo: unknown, @Query('binding') binding: unknown, @Res() reply: FastifyReply) {
    // A shop without Google sign-in does not offer this route: a 404 with words the shell can show, not
    // a 503, which the exception filter would log as a server fault on every click.
    if (!this.google.enabled) throw new NotFoundException(apiMessages.googleNotConfigured);
    redirect(reply, await this.google.start(returnTo, binding));
  }

  @ApiOperation({
    summary:
      "Trade the one-time code of /auth/google/done and the tab's verifier for {accessToken, user} and the refresh cookie",
  })
  @Public()
  @RateLimit('emailLink')
  @HttpCode(200)
  @Post('google/exchange')
  async exchange(
    @ValidBody(googleExchangeSchema) body: GoogleExchangeBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const session = await this.google.exchange(body.code, body.verifier, reply);
    if (!session) throw new BadRequestException(apiMessages.googleSignInFailed);
    return session;
  }

  @ApiOperation({ summary: 'Where the provider sends the browser back; ends at the shell with a token or an error' })
  @Public()
  @Get('google/callback')
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    redirect(reply, await this.google.finish(query, request.headers.cookie));
  }
}

function redirect(reply: FastifyReply, step: BrowserStep) {
  // The fragment carries a one-time code: keep it out of caches and out of any Referer.
  void reply
    .header('set-cookie', step.setCookie)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .redirect(step.location, 302);
}
