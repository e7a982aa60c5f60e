import type { FastifyInstance } from 'fastify';
import { webVitalsMaxBodyBytes } from '@phoneparts/contracts';
import { webVitalsPath } from './web-vitals.controller';

/**
 * A beacon is tiny, and anyone may send one: its route refuses bodies above webVitalsMaxBodyBytes
 * (413) before reading them, instead of the API's 1 MiB. Fastify takes a body limit per route only
 * when the route is declared, so this hook must be added before Nest registers its routes.
 */
export function limitWebVitalsBody(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    if (route.url === webVitalsPath && route.method === 'POST') route.bodyLimit = webVitalsMaxBodyBytes;
  });
}
