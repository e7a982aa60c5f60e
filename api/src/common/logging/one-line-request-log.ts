import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { RequestLine } from './raw-request-line';

/**
 * One access line per request instead of Fastify's two ('incoming request' when it starts, 'request
 * completed' when it ends). Written when the request ends, it carries what both said: method, URL,
 * host and client address (`req`), status (`res`) and `responseTime`. Half the lines is half the log
 * volume and less CPU per request (docs/benchmarks.md). A request that never ends leaves no API line;
 * the proxy's access line, under the same request_id, still records it.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  /**
   * The same line for an answer written before Fastify saw the request (common/http/answer-before-
   * fastify.ts), once it is handed to the socket: the same keys in the same order, through the root
   * logger (no child logger per request; the request id is a field of the line instead of a binding).
   */
  answeredEarly(log: FastifyBaseLogger, requestId: string, req: RequestLine, statusCode: number, responseTime: number) {
    if (this.disableRequestLogging === true) return;
    log.info({ [this.requestIdLogLabel]: requestId, req, res: { statusCode }, responseTime }, 'request completed');
  }
}
