import { applyDecorators, ExecutionContext, UseGuards } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { apiMessages } from '@phoneparts/contracts';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** The account a request names (sign-in, sign-up, reset), lower-cased like stored emails. */
function emailIn(request: { body?: unknown }): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

/**
 * Limits for the routes that guess at passwords, links or mailboxes. Each route allows
 * RATE_LIMIT_PER_MINUTE calls per minute from one client address and, where the body names an
 * account, as many per minute for that account from anywhere — so rotating addresses does not buy an
 * attacker more guesses at one password. Over the limit the answer is 429 with a readable message.
 * Only routes marked @RateLimited() count; the catalogue and the rest stay unthrottled.
 */
export const AuthRateLimitModule = ThrottlerModule.forRootAsync({
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => ({
    throttlers: [
      { name: 'default', ttl: 60_000, limit: config.rateLimitPerMinute },
      {
        name: 'account',
        ttl: 60_000,
        limit: config.rateLimitPerMinute,
        getTracker: (request: { body?: unknown }) => `account:${emailIn(request)}`,
        skipIf: (context: ExecutionContext) => !emailIn(context.switchToHttp().getRequest()),
      },
    ],
    errorMessage: apiMessages.tooManyRequests,
  }),
});

export const RateLimited = () => applyDecorators(UseGuards(ThrottlerGuard));
