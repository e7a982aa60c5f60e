import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The headers of every API answer (JSON, and the part pictures): the ones that make sense for data
 * rather than for a page (OWASP REST Security). Set as one object per request: cheap on the hot path.
 */
const apiResponseHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  // A JSON (or SVG) answer opened on its own may load and run nothing, and may not be framed.
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  // Part pictures are shown by the web apps on other origins.
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  // Answers carry accounts and orders: never stored unless the route says so (the catalogue, pictures).
  'cache-control': 'no-store',
};

/** The OpenAPI page is the API's only HTML: it gets helmet's page headers, with what its UI needs. */
const isDocsPage = (url: string) => url === '/docs' || url.startsWith('/docs/') || url.startsWith('/docs?');

export function registerSecurityHeaders(fastify: FastifyInstance): void {
  // Built once: @fastify/helmet rebuilds it on every request, which cost more than a catalogue read.
  const pageHeaders = helmet({
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: [`'self'`],
        styleSrc: [`'self'`, `'unsafe-inline'`],
        imgSrc: [`'self'`, 'data:'],
        scriptSrc: [`'self'`, `'unsafe-inline'`],
      },
    },
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    if (isDocsPage(request.url))
      return pageHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    void reply.headers(apiResponseHeaders);
    done();
  });
}
