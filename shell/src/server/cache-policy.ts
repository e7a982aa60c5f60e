import type { IncomingMessage } from 'node:http';

/**
 * How long a shared cache (the compose proxy, a CDN) may keep a server-rendered page
 * (docs/server-rendering.md#cache): a few seconds fresh, so a price or stock change shows within
 * them, then served stale while one request draws it again. Only for an anonymous request: one that
 * carries a cookie or an Authorization header is never kept by a shared cache.
 */
export const freshSeconds = 5;
export const staleSeconds = 60;

export function cacheControlFor(req: Pick<IncomingMessage, 'headers'>): string {
  const anonymous = !req.headers.cookie && !req.headers.authorization;
  return anonymous
    ? `public, max-age=0, s-maxage=${freshSeconds}, stale-while-revalidate=${staleSeconds}`
    : 'private, no-store';
}
