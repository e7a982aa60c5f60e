import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';
import { requestContext } from './request-context';

/** Nest's logger written through the API's pino logger: same JSON shape, the request id when there is one. */
export class NestJsonLogger implements LoggerService {
  constructor(private readonly root: Logger) {}

  log(message: unknown, context?: string) {
    this.write('info', message, context);
  }
  error(message: unknown, stackOrContext?: string, context?: string) {
    // Nest passes (message, stack, context) for errors, or (message, context).
    const [stack, ctx] = context === undefined ? [undefined, stackOrContext] : [stackOrContext, context];
    this.write('error', message, ctx, stack);
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.write('trace', message, context);
  }
  fatal(message: unknown, context?: string) {
    this.write('fatal', message, context);
  }

  private write(
    level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace',
    message: unknown,
    context?: string,
    stack?: string,
  ) {
    const requestId = requestContext.getStore()?.requestId;
    const fields = {
      ...(context ? { context } : {}),
      ...(requestId ? { request_id: requestId } : {}),
      ...(stack ? { stack } : {}),
    };
    if (message instanceof Error) this.root[level]({ ...fields, err: message }, message.message);
    else this.root[level](fields, typeof message === 'string' ? message : JSON.stringify(message));
  }
}
