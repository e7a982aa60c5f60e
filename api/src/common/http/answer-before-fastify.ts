import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Answers a request itself (true) or leaves it to Fastify (false). */
export type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Puts `answer` in front of Fastify on Fastify's own HTTP server (its timeouts and keep-alive settings
 * stay): a request `answer` takes never builds Fastify's request and reply, child logger, hooks or
 * routing, which cost several times the answer on the catalogue's hot path (docs/benchmarks.md). Only
 * for answers known in full beforehand — whoever answers here also writes the access line. Once
 * Fastify starts closing, every request goes to Fastify again, which answers a drain as it should
 * (503, `Connection: close`).
 */
export function answerBeforeFastify(fastify: FastifyInstance, answer: EarlyAnswer): void {
  const server = fastify.server;
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) throw new Error(`Expected Fastify's one request listener, found ${listeners.length}`);
  const [fastifyHandler] = listeners;
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  server.removeListener('request', fastifyHandler);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (closing || !answerSafely(fastify, answer, request, response)) fastifyHandler(request, response);
  });
}

/** A throw must not end the process (it would, from a server's request listener): Fastify takes over. */
function answerSafely(
  fastify: FastifyInstance,
  answer: EarlyAnswer,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  try {
    return answer(request, response);
  } catch (error) {
    fastify.log.error({ err: error, url: request.url }, 'an answer before Fastify failed');
    if (!response.headersSent) return false; // Fastify answers it, and logs it, from the start
    response.destroy(error as Error);
    return true;
  }
}
