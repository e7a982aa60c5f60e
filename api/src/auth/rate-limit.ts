import { applyDecorators, UseGuards } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { apiMessages } from '@phoneparts/contracts';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/**
 * Per-client limits for the routes that guess at passwords, links or mailboxes: each route allows
 * RATE_LIMIT_PER_MINUTE calls per minute from one address, then answers 429 with a readable message.
 * Only routes marked @RateLimited() count; the catalogue and the rest stay unthrottled.
 */
export const AuthRateLimitModule = ThrottlerModule.forRootAsync({
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => ({
    throttlers: [{ name: 'auth', ttl: 60_000, limit: config.rateLimitPerMinute }],
    errorMessage: apiMessages.tooManyRequests,
  }),
});

export const RateLimited = () => applyDecorators(UseGuards(ThrottlerGuard));
