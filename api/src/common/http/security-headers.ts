import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer. The middleware is built once: @fastify/helmet rebuilds
 * it on every request, which cost more than the rest of a catalogue read (see api/bench).
 */
export function registerSecurityHeaders(fastify: FastifyInstance): void {
  const applyHeaders = helmet({
    // Part pictures are shown by the web apps on other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: [`'self'`],
        styleSrc: [`'self'`, `'unsafe-inline'`], // the OpenAPI page
        imgSrc: [`'self'`, 'data:'],
        scriptSrc: [`'self'`, `'unsafe-inline'`],
      },
    },
  });
  fastify.addHook('onRequest', (request, reply, done) => applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
}
