import { Global, Module } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitHitsRepository } from './rate-limit-hits.repository';
import { RateLimitStore } from './rate-limit.store';

/** Rate limits kept in PostgreSQL, shared by every API replica (docs/decisions/0002). */
@Global()
@Module({
  providers: [RateLimitHitsRepository, RateLimitStore, RateLimitGuard],
  exports: [RateLimitStore, RateLimitGuard],
})
export class RateLimitsModule {}
