import { Injectable } from '@nestjs/common';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginCallback, FastifyReply } from 'fastify';
import { performance } from 'node:perf_hooks';
import { answerBeforeFastify, type EarlyAnswer } from '../common/http/answer-before-fastify';
import { cachedJsonHeaders } from '../common/http/cached-json';
import { PreparedJsonAnswer } from '../common/http/prepared-json-answer';
import type { OneLineRequestLog } from '../common/logging/one-line-request-log';
import type { RequestLine } from '../common/logging/raw-request-line';
import { requestIdOf } from '../common/logging/request-context';
import { CachedAnswer, CatalogueCache } from './catalogue-cache';

interface Prepared {
  answer: CachedAnswer;
  /** The route's own headers for it (the paging headers of a page). */
  headers: Record<string, string>;
  /**
   * The answer with every header it went out with through Fastify's hooks, by the request's Origin
   * (the one request header those headers depend on, through CORS; `undefined` when none was sent).
   */
  sent: Map<string | undefined, PreparedJsonAnswer>;
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
  /** Origins kept per URL: the shop's web apps are a few; any other origin is answered through Fastify. */
  static readonly maxOrigins = 8;
  private readonly byUrl = new Map<string, Prepared>();

  constructor(private readonly catalogue: CatalogueCache) {}

  remember(url: string, answer: CachedAnswer, headers: Record<string, string> = {}): void {
    this.byUrl.delete(url); // re-inserted last: the Map's order is the age order
    this.byUrl.set(url, { answer, headers, sent: new Map() });
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

  /** Keeps `answer` as what `prepared` went out as to `origin`, while there is room. */
  keepSent(prepared: Prepared, origin: string | undefined, answer: PreparedJsonAnswer): void {
    if (prepared.sent.size < PreparedCatalogueAnswers.maxOrigins) prepared.sent.set(origin, answer);
  }
}

/** What the answer before Fastify needs besides the prepared answers: the access line's parts. */
export interface EarlyAccessLog {
  controller: OneLineRequestLog;
  logger: FastifyBaseLogger;
  requestLine: (request: Parameters<EarlyAnswer>[0]) => RequestLine;
}

/**
 * Answers a GET of a prepared catalogue URL on two tiers; a hit writes its one header block and body
 * at once (PreparedJsonAnswer):
 * - a Fastify `onRequest` hook, registered as a plugin after CORS so that it runs after every other
 *   `onRequest` hook: the request id, security and CORS headers are on the reply, and Fastify logs the
 *   request. It keeps the complete header block it sent, for that URL and Origin;
 * - before Fastify (common/http/answer-before-fastify.ts), a URL and Origin with such a block is
 *   answered with it, the request id made as Fastify's `genReqId` makes it, and the access line written
 *   like Fastify's. Nothing else in those headers depends on the request (the catalogue spec compares
 *   both tiers' bytes), and a block lives exactly as long as its prepared answer.
 */
export function catalogueFastPath(
  prepared: PreparedCatalogueAnswers,
  accessLog: EarlyAccessLog,
): FastifyPluginCallback {
  const plugin: FastifyPluginCallback = (fastify: FastifyInstance, _options, registered) => {
    fastify.addHook('onRequest', (request, reply, done) => {
      const hit = request.method === 'GET' ? prepared.lookup(request.url) : undefined;
      if (!hit) return done();
      const origin = request.headers.origin;
      const answer = hit.sent.get(origin) ?? sentAsByFastify(reply, hit);
      prepared.keepSent(hit, origin, answer);
      void reply.hijack(); // written below; Fastify still logs it when it ends
      answer.write(reply.raw, request.id, request.headers['if-none-match']);
    });
    answerBeforeFastify(fastify, (request, response) => {
      if (request.method !== 'GET') return false;
      const answer = prepared.lookup(request.url!)?.sent.get(request.headers.origin);
      if (!answer) return false;
      const started = performance.now();
      const requestId = requestIdOf(request);
      const status = answer.write(response, requestId, request.headers['if-none-match']);
      const { controller, logger, requestLine } = accessLog;
      controller.answeredEarly(logger, requestId, requestLine(request), status, performance.now() - started);
      return true;
    });
    registered();
  };
  // Like fastify-plugin: the hook belongs to the root instance, so it sees the routes Nest registers.
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
}

/** The answer with the headers the hooks put on `reply` and the cached answer's own, in Fastify's order. */
function sentAsByFastify(reply: FastifyReply, hit: Prepared): PreparedJsonAnswer {
  return new PreparedJsonAnswer({ ...reply.getHeaders(), ...cachedJsonHeaders(hit.answer, hit.headers) }, hit.answer);
}
