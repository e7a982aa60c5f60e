import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { tooManyRequests } from '../rate-limits/rate-limit.guard';
import { RateLimitStore } from '../rate-limits/rate-limit.store';

const fifteenMinutes = 15 * 60_000;
const hour = 60 * 60_000;

/**
 * Wrong passwords, counted so that an attacker cannot lock the owner out. Each attempt counts against
 * (account, address) — a few per 15 minutes — and against the account from anywhere — many per hour,
 * to slow a guesser who rotates addresses. The right password clears its (account, address) count, so
 * the failures only stay where the guessing happens: six wrong passwords from other addresses leave
 * the owner's own sign-in alone. Counting happens before the password is checked (one atomic upsert
 * each), so parallel guesses cannot slip past the limit.
 */
@Injectable()
export class SignInThrottle {
  constructor(
    private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async attempt(email: string, address: string, reply: FastifyReply): Promise<void> {
    const limits = this.config.rateLimits;
    const pair = await this.store.hit(pairKey(email, address), fifteenMinutes);
    if (pair.hits > limits.signInFailuresPerAddress) throw tooManyRequests(reply, pair.resetInMs);
    const account = await this.store.hit(accountKey(email), hour);
    if (account.hits > limits.signInFailuresPerAccount) throw tooManyRequests(reply, account.resetInMs);
  }

  /** The right password: this address's attempts on this account no longer count. */
  async succeeded(email: string, address: string): Promise<void> {
    await this.store.reset(pairKey(email, address));
  }
}

const pairKey = (email: string, address: string) => `sign-in|account+address:${email}|${address}`;
const accountKey = (email: string) => `sign-in|account:${email}`;
