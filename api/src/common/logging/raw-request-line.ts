import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** The `req` of an access line: what Fastify's request serializer writes. */
export interface RequestLine {
  method: string | undefined;
  url: string | undefined;
  version: string | string[] | undefined;
  host: string;
  remoteAddress: string | undefined;
  remotePort: number | undefined;
}

/**
 * The `req` of the access line for a request answered before Fastify made its request object
 * (common/http/answer-before-fastify.ts), the same as Fastify's serializer writes: behind `trustProxy`
 * hops the client's address comes from X-Forwarded-For and the host from X-Forwarded-Host, through the
 * very library and rules Fastify uses (fastify/lib/request.js), so both paths log one client alike.
 * The access-log spec compares the two lines.
 */
export function rawRequestLine(trustProxy: number | false): (request: IncomingMessage) => RequestLine {
  if (trustProxy === false)
    return (request) => ({
      method: request.method,
      url: request.url,
      version: request.headers['accept-version'],
      host: request.headers.host ?? '',
      remoteAddress: request.socket.remoteAddress,
      remotePort: request.socket.remotePort,
    });
  // Fastify's rule for a number of hops: the nearest `trustProxy` addresses are proxies.
  const trusted = (_address: string, hop: number) => hop < trustProxy;
  return (request) => {
    const addresses = proxyAddr.all(request, trusted);
    const forwardedHost = request.headers['x-forwarded-host']; // Node joins one sent twice: a string
    const host =
      typeof forwardedHost === 'string' && forwardedHost && trusted(request.socket.remoteAddress ?? '', 0)
        ? lastEntry(forwardedHost)
        : (request.headers.host ?? '');
    return {
      method: request.method,
      url: request.url,
      version: request.headers['accept-version'],
      host,
      remoteAddress: addresses[addresses.length - 1],
      remotePort: request.socket.remotePort,
    };
  };
}

/** A header sent more than once counts by its last value (Fastify's rule). */
function lastEntry(value: string): string {
  const comma = value.lastIndexOf(',');
  return comma === -1 ? value.trim() : value.slice(comma + 1).trim();
}
