import type { FastifyReply } from 'fastify';

/**
 * Public catalogue answers: a browser revalidates its copy on every use (`max-age=0`), so stock and
 * admin edits show at once, and an unchanged answer costs a 304 without a body (`ETag` is the
 * validator). A shared cache — the production proxy's microcache (docker/api-proxy/nginx.conf) — may
 * serve its copy for one second (`s-maxage=1`), the bound the API's answer cache already gives between replicas.
 */
const catalogueCacheControl = 'public, max-age=0, s-maxage=1';

/** Whether an `If-None-Match` header names `etag` (weak comparison, RFC 9110 §13.1.2; `*` matches any). */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const weakless = (tag: string) => tag.trim().replace(/^W\//, '');
  return [header]
    .flat()
    .flatMap((value) => value.split(','))
    .some((tag) => tag.trim() === '*' || weakless(tag) === etag);
}

/** The headers of a cached JSON answer: its type, cache policy and ETag, then the route's own (paging). */
export function cachedJsonHeaders(
  answer: { etag: string },
  headers: Record<string, string> = {},
): Record<string, string> {
  return {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': catalogueCacheControl,
    etag: answer.etag,
    ...headers,
  };
}

/** Sends ready JSON bytes with their ETag and cache headers, or a bodiless 304 when the client has them. */
export function sendCachedJson(
  reply: FastifyReply,
  answer: { json: Buffer; etag: string },
  headers: Record<string, string> = {},
): FastifyReply {
  void reply.headers(cachedJsonHeaders(answer, headers));
  if (ifNoneMatchHits(reply.request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.send(answer.json);
}
