import type { FastifyInstance } from 'fastify';
import { quickOrderMaxBodyBytes } from '@phoneparts/contracts';
import { quickOrderPreviewPath } from './quick-order.controller';

/**
 * A preview's text is at most 50,000 characters: its route refuses bodies above quickOrderMaxBodyBytes
 * (413) before reading them, instead of the API's 1 MiB. Fastify takes a body limit per route only
 * when the route is declared, so this hook must be added before Nest registers its routes.
 */
export function limitQuickOrderBody(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    if (route.url === quickOrderPreviewPath && route.method === 'POST') route.bodyLimit = quickOrderMaxBodyBytes;
  });
}
