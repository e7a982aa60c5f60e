import { Injectable } from '@nestjs/common';
import { type HitCount, RateLimitHitsRepository } from './rate-limit-hits.repository';

/** One in this many hits also deletes long-expired counters, so the table stays small without a timer. */
const sweepEvery = 200;

/** The rate limits' counters: one per key and window, shared by every API replica (rate-limit-hits.repository.ts). */
@Injectable()
export class RateLimitStore {
  constructor(private readonly counters: RateLimitHitsRepository) {}

  async hit(key: string, windowMs: number): Promise<HitCount> {
    const count = await this.counters.hit(key, windowMs);
    if (Math.random() * sweepEvery < 1) await this.sweep();
    return count;
  }

  /** Forgets a key (e.g. an address's failed sign-ins once the right password came). */
  async reset(key: string): Promise<void> {
    await this.counters.delete(key);
  }

  /** Deletes counters whose window ended more than an hour ago. */
  async sweep(): Promise<void> {
    await this.counters.deleteStale();
  }
}
