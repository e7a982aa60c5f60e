import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { apiMessages } from '@phoneparts/contracts';
import { STATUS_CODES } from 'node:http';
import { classifyDatabaseError, databaseCause } from '../../database/pg-errors';

/**
 * Every error leaves as JSON `{statusCode, message, error}` with a message a person can read.
 * Fastify's own 4xx (bad JSON, wrong content type, body too large) keep their status; a value the
 * database refuses is a 400 and a database that does not answer a 503; anything else unexpected is
 * logged and answered with a plain 500 that leaks nothing.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  catch(exception: unknown, host: ArgumentsHost) {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body, log = status >= 500 } = this.describe(exception);
    if (log) {
      const cause = databaseCause(exception);
      const stack = exception instanceof Error ? exception.stack : String(exception);
      this.logger.error(cause ? `${stack}\ncaused by: ${cause}` : stack);
    }
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private describe(exception: unknown): { status: number; body: Record<string, unknown>; log?: boolean } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const fields = typeof response === 'string' ? { message: response } : (response as Record<string, unknown>);
      const message = Array.isArray(fields.message) ? fields.message.join('; ') : (fields.message ?? exception.message);
      return { status, body: { ...fields, statusCode: status, message, error: fields.error ?? STATUS_CODES[status] } };
    }
    const fastifyStatus = (exception as { statusCode?: unknown })?.statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
      const message = fastifyStatus === 400 ? 'The request body is not valid JSON' : (exception as Error).message;
      return {
        status: fastifyStatus,
        body: { statusCode: fastifyStatus, message, error: STATUS_CODES[fastifyStatus] },
      };
    }
    const database = classifyDatabaseError(exception);
    // Logged even though it is a 4xx: validation should have caught the value before PostgreSQL did.
    if (database === 'badInput')
      return {
        status: 400,
        body: { statusCode: 400, message: apiMessages.invalidValue, error: 'Bad Request' },
        log: true,
      };
    if (database === 'unavailable')
      return {
        status: 503,
        body: { statusCode: 503, message: apiMessages.databaseUnavailable, error: 'Service Unavailable' },
      };
    return {
      status: 500,
      body: {
        statusCode: 500,
        message: 'Something went wrong on our side. Please try again.',
        error: 'Internal Server Error',
      },
    };
  }
}
