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

type Load = () => Promise<{ body: unknown; total: number }>;

interface Entry {
  answer: CachedAnswer;
  expiresAt: number;
  /** How it was read, to read it again ahead of its expiry. */
  load: Load;
}

/**
 * Catalogue reads (`GET /parts` with each query, the facets) are the hottest of the shop: their JSON
 * is kept serialized and UTF-8 encoded, one entry per distinct query (a Buffer is written to the
 * socket as is). Every write through this API instance drops them all (call `invalidate()` after the
 * write's transaction has committed); the short time-to-live bounds how stale another replica's copy
 * can be. A read that started before an invalidation never stores its (possibly old) result, and
 * simultaneous misses of one query share one database read.
 *
 * An entry still in use near its end is read again in the background (`isCurrent`), and a read that
 * gives the same bytes and total keeps the very answer object with a new lifetime: answers prepared
 * from it (catalogue-fast-path.ts) stay valid, and a busy query never has its entry run out under
 * load — then every request of that moment would take Nest's whole route until the read was back.
 * What is served still comes from a read less than `ttlMs` old.
 */
@Injectable()
export class CatalogueCache {
  static readonly ttlMs = 1000;
  /** How long before its end an entry in use is read again. */
  static readonly refreshAheadMs = 250;
  /** Distinct queries kept; the oldest entry goes first (searches are many, but each is small). */
  static readonly maxEntries = 500;
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, { generation: number; promise: Promise<CachedAnswer> }>();
  private generation = 0;

  get(key: string, load: Load): Promise<CachedAnswer> {
    const entry = this.entries.get(key);
    if (entry && Date.now() < entry.expiresAt) return Promise.resolve(entry.answer);
    return this.read(key, load);
  }

  /**
   * Whether `answer` is still what its query would be answered now (no write since, time-to-live not
   * over); near the end of its lifetime this starts reading it again.
   */
  isCurrent(answer: CachedAnswer): boolean {
    const entry = this.entries.get(answer.key);
    if (entry === undefined || entry.answer !== answer) return false;
    const now = Date.now();
    if (now >= entry.expiresAt) return false;
    if (now >= entry.expiresAt - CatalogueCache.refreshAheadMs && !this.loading.has(answer.key))
      // A failed read leaves the entry to run out; the next request reads through the route and sees the error.
      this.read(answer.key, entry.load).catch(() => undefined);
    return true;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Reads `key`, sharing a read of the same generation already under way. */
  private read(key: string, load: Load): Promise<CachedAnswer> {
    const pending = this.loading.get(key);
    if (pending?.generation === this.generation) return pending.promise;
    const generation = this.generation;
    const promise = this.fill(key, generation, load).finally(() => {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    });
    this.loading.set(key, { generation, promise });
    return promise;
  }

  private async fill(key: string, generation: number, load: Load): Promise<CachedAnswer> {
    const { body, total } = await load();
    const json = Buffer.from(JSON.stringify(body));
    const etag = etagOf(json);
    const previous = this.entries.get(key)?.answer;
    const answer = previous?.etag === etag && previous.total === total ? previous : { key, json, etag, total };
    if (generation === this.generation) {
      this.entries.delete(key); // re-inserted last: the Map's order is the age order
      this.entries.set(key, { answer, expiresAt: Date.now() + CatalogueCache.ttlMs, load });
      if (this.entries.size > CatalogueCache.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return answer;
  }
}

/** A strong validator: the same bytes always give the same tag, on every replica. */
export const etagOf = (json: Buffer) => `"${createHash('sha1').update(json).digest('base64url')}"`;
