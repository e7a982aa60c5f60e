import { Injectable } from '@nestjs/common';
import { PartsRepository } from './parts.repository';
import { toPartJson } from './part.mapper';

/**
 * GET /parts is the hottest read of the shop: its JSON is kept serialized and UTF-8 encoded (a Buffer
 * is written to the socket as is; a string would be encoded again for every response). Every write through
 * this API instance drops it (call `invalidate()` after the write's transaction has committed); the
 * short time-to-live bounds how stale another replica's copy can be. A read that started before an
 * invalidation never stores its (possibly old) result.
 */
@Injectable()
export class CatalogueCache {
  static readonly ttlMs = 1000;
  private json: Buffer | null = null;
  private expiresAt = 0;
  private generation = 0;
  private loading: { generation: number; promise: Promise<Buffer> } | null = null;

  constructor(private readonly parts: PartsRepository) {}

  /** The cached bytes if they are still valid, else null (never queries). */
  peek(): Buffer | null {
    return this.json !== null && Date.now() < this.expiresAt ? this.json : null;
  }

  get(): Promise<Buffer> {
    const fresh = this.peek();
    if (fresh) return Promise.resolve(fresh);
    // One query serves every request that misses at the same time.
    if (this.loading?.generation === this.generation) return this.loading.promise;
    const generation = this.generation;
    const promise = this.load(generation).finally(() => {
      if (this.loading?.promise === promise) this.loading = null;
    });
    this.loading = { generation, promise };
    return promise;
  }

  invalidate(): void {
    this.generation++;
    this.json = null;
  }

  private async load(generation: number): Promise<Buffer> {
    const json = Buffer.from(JSON.stringify((await this.parts.list()).map(toPartJson)));
    if (generation === this.generation) {
      this.json = json;
      this.expiresAt = Date.now() + CatalogueCache.ttlMs;
    }
    return json;
  }
}
