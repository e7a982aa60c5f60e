import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import { sendCachedJson } from '../common/http/cached-json';
import { CachedAnswer, CatalogueCache } from './catalogue-cache';

interface Prepared {
  answer: CachedAnswer;
  /** The route's own headers for it (the paging headers of a page). */
  headers: Record<string, string>;
}

/**
 * The catalogue answers Nest's routes have sent, by request URL (path and query string exactly as the
 * client wrote them), so the same URL can be answered again without Nest's pipeline (guard, query
 * validation, paging headers): on the benchmark's loopback, that pipeline cost several times what the
 * answer itself costs. Only what a route already validated and answered is here, and only while the
 * catalogue cache still holds the very same answer — every write (on this replica) and the cache's
 * one-second time-to-live (writes on another replica) end it, exactly as they end the cached answer.
 */
@Injectable()
export class PreparedCatalogueAnswers {
  /** URLs kept; the oldest goes first (several URLs may spell one query: each is its own entry). */
  static readonly maxEntries = 500;
  private readonly byUrl = new Map<string, Prepared>();

  constructor(private readonly catalogue: CatalogueCache) {}

  remember(url: string, answer: CachedAnswer, headers: Record<string, string> = {}): void {
    this.byUrl.delete(url); // re-inserted last: the Map's order is the age order
    this.byUrl.set(url, { answer, headers });
    if (this.byUrl.size > PreparedCatalogueAnswers.maxEntries) this.byUrl.delete(this.byUrl.keys().next().value!);
  }

  /** The answer and headers to send for `url` now, or undefined when the route must answer it. */
  lookup(url: string): Prepared | undefined {
    const prepared = this.byUrl.get(url);
    if (!prepared) return undefined;
    if (this.catalogue.isCurrent(prepared.answer)) return prepared;
    this.byUrl.delete(url);
    return undefined;
  }
}

/**
 * A Fastify `onRequest` hook that answers a GET of a prepared catalogue URL at once. Registered as a
 * plugin after CORS so that it runs after every other `onRequest` hook: the request id, the security
 * and CORS headers are already on the reply, and Fastify still logs the request and its answer.
 */
export function catalogueFastPath(prepared: PreparedCatalogueAnswers): FastifyPluginCallback {
  const plugin: FastifyPluginCallback = (fastify: FastifyInstance, _options, registered) => {
    fastify.addHook('onRequest', (request, reply, done) => {
      const hit = request.method === 'GET' ? prepared.lookup(request.url) : undefined;
      if (!hit) return done();
      sendCachedJson(reply, hit.answer, hit.headers);
    });
    registered();
  };
  // Like fastify-plugin: the hook belongs to the root instance, so it sees the routes Nest registers.
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
}
