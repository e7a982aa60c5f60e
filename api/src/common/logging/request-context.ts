import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The request being handled, for log lines written deep inside services. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

// A proxy's id is kept when it looks like one (nginx's $request_id, a UUID, a trace id), else replaced.
const acceptableId = /^[\w.:-]{1,128}$/;

/** Fastify's genReqId: the X-Request-Id the reverse proxy set, or a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && acceptableId.test(given) ? given : randomUUID();
}
