import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { apiMessages } from '@phoneparts/contracts';
import type { FastifyReply } from 'fastify';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { RateLimitPolicyName, rateLimitPolicies } from './rate-limit-policies';
import { RateLimitStore } from './rate-limit.store';

const RATE_LIMIT_POLICY = 'rateLimitPolicy';

/** 429 with the seconds to wait, in Retry-After and in the readable message alike. */
export function tooManyRequests(reply: FastifyReply, resetInMs: number): HttpException {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  void reply.header('retry-after', String(seconds));
  return new HttpException(apiMessages.tooManyRequestsWait(seconds), HttpStatus.TOO_MANY_REQUESTS);
}

/**
 * Counts each call of a route marked @RateLimit(policy) against every rule of that policy in the
 * shared store; over any of them the answer is 429. Runs after the global access guard, so rules
 * keyed on the account see the signed-in caller.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly policies: ReturnType<typeof rateLimitPolicies>;

  constructor(
    private readonly reflector: Reflector,
    private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.policies = rateLimitPolicies(config);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.getAllAndOverride<RateLimitPolicyName | undefined>(RATE_LIMIT_POLICY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!name) return true;
    const http = context.switchToHttp();
    const request = http.getRequest();
    for (const rule of this.policies[name]) {
      const key = rule.keyOf(request);
      if (key === undefined) continue;
      const { hits, resetInMs } = await this.store.hit(`${name}|${rule.name}:${key}`, rule.windowMs);
      if (hits > rule.limit) throw tooManyRequests(http.getResponse<FastifyReply>(), resetInMs);
    }
    return true;
  }
}

/** Limits a route (or every route of a controller) by a named policy of `rateLimitPolicies`. */
export const RateLimit = (policy: RateLimitPolicyName) =>
  applyDecorators(SetMetadata(RATE_LIMIT_POLICY, policy), UseGuards(RateLimitGuard));
