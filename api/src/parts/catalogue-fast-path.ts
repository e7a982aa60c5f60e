import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CatalogueCache } from './catalogue-cache';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;
interface Replay {
  /** The cache entry this answer was built from: valid while the cache still holds this very Buffer. */
  body: Buffer;
  headers: OutgoingHttpHeaders;
}

/** Headers Node writes itself for every response on the connection. */
const perConnectionHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
/** Answers kept per Origin header (CORS makes the headers depend on it); others go through the framework. */
const maxOrigins = 32;

/**
 * GET /parts is the shop's hottest request and its answer is the same for everyone (per Origin).
 * Like a micro-cache in front of the app, this serves it straight from the socket handler: it replays
 * the exact status, headers (security, CORS) and body that the full framework pipeline produced for the
 * current catalogue, captured with an in-process request. Anything else, a HEAD, a query string, an
 * expired or invalidated catalogue, goes through Nest as usual, which also rebuilds the replay.
 * Off while requests are logged (LOG_LEVEL info/debug), so no request is ever missing from the log.
 */
@Injectable()
export class CatalogueFastPath implements OnApplicationBootstrap {
  private readonly logger = new Logger('CatalogueFastPath');
  private readonly replays = new Map<string, Replay>();
  private readonly building = new Set<string>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
    private readonly catalogue: CatalogueCache,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.logLevel === 'info' || this.config.logLevel === 'debug') return;
    const server = this.fastify().server;
    const listeners = server.listeners('request') as RequestListener[];
    if (listeners.length !== 1) {
      this.logger.warn('The HTTP server has an unexpected set of request listeners; the catalogue fast path stays off');
      return;
    }
    const [framework] = listeners;
    server.removeListener('request', framework);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!this.serve(req, res)) framework.call(server, req, res);
    });
  }

  /** Answers the request if a valid replay exists; false hands it to the framework. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || req.url !== '/parts') return false;
    const origin = req.headers.origin ?? '';
    const replay = this.replays.get(origin);
    const current = this.catalogue.peek();
    if (replay && current !== null && replay.body === current) {
      res.writeHead(200, replay.headers).end(replay.body);
      return true;
    }
    void this.rebuild(origin);
    return false;
  }

  private async rebuild(origin: string): Promise<void> {
    if (this.building.has(origin) || (!this.replays.has(origin) && this.replays.size >= maxOrigins)) return;
    this.building.add(origin);
    try {
      const answer = await this.fastify().inject({ method: 'GET', url: '/parts', headers: origin ? { origin } : {} });
      const current = this.catalogue.peek();
      // Keep it only if it is the framework's normal answer for exactly the bytes still cached.
      if (answer.statusCode !== 200 || current === null || !current.equals(answer.rawPayload)) return;
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!perConnectionHeaders.has(name) && value !== undefined) headers[name] = value;
      }
      this.replays.set(origin, { body: current, headers });
    } catch (error) {
      this.logger.warn(`Could not rebuild the catalogue answer: ${String(error)}`);
    } finally {
      this.building.delete(origin);
    }
  }

  private fastify(): FastifyInstance {
    return this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
  }
}
