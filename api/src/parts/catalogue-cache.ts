import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';

/** A catalogue answer ready to send: JSON bytes, their ETag, and the list's total when it is a page. */
export interface CachedAnswer {
  /** The query it answers (the cache's key). */
  key: string;
  json: Buffer;
  etag: string;
  total: number;
}

interface Entry {
  answer: CachedAnswer;
  expiresAt: number;
}

/**
 * Catalogue reads (`GET /parts` with each query, the facets) are the hottest of the shop: their JSON
 * is kept serialized and UTF-8 encoded, one entry per distinct query (a Buffer is written to the
 * socket as is). Every write through this API instance drops them all (call `invalidate()` after the
 * write's transaction has committed); the short time-to-live bounds how stale another replica's copy
 * can be. A read that started before an invalidation never stores its (possibly old) result, and
 * simultaneous misses of one query share one database read.
 */
@Injectable()
export class CatalogueCache {
  static readonly ttlMs = 1000;
  /** Distinct queries kept; the oldest entry goes first (searches are many, but each is small). */
  static readonly maxEntries = 500;
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, { generation: number; promise: Promise<CachedAnswer> }>();
  private generation = 0;

  get(key: string, load: () => Promise<{ body: unknown; total: number }>): Promise<CachedAnswer> {
    const entry = this.entries.get(key);
    if (entry && Date.now() < entry.expiresAt) return Promise.resolve(entry.answer);
    const pending = this.loading.get(key);
    if (pending?.generation === this.generation) return pending.promise;
    const generation = this.generation;
    const promise = this.fill(key, generation, load).finally(() => {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    });
    this.loading.set(key, { generation, promise });
    return promise;
  }

  /** Whether `answer` is still what its query would be answered now (no write since, time-to-live not over). */
  isCurrent(answer: CachedAnswer): boolean {
    const entry = this.entries.get(answer.key);
    return entry !== undefined && entry.answer === answer && Date.now() < entry.expiresAt;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  private async fill(
    key: string,
    generation: number,
    load: () => Promise<{ body: unknown; total: number }>,
  ): Promise<CachedAnswer> {
    const { body, total } = await load();
    const json = Buffer.from(JSON.stringify(body));
    const answer = { key, json, etag: etagOf(json), total };
    if (generation === this.generation) {
      this.entries.delete(key); // re-inserted last: the Map's order is the age order
      this.entries.set(key, { answer, expiresAt: Date.now() + CatalogueCache.ttlMs });
      if (this.entries.size > CatalogueCache.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return answer;
  }
}

/** A strong validator: the same bytes always give the same tag, on every replica. */
export const etagOf = (json: Buffer) => `"${createHash('sha1').update(json).digest('base64url')}"`;
