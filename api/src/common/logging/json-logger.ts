import os from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';

/**
 * The API's one log shape, for Fastify's request lines and Nest's messages alike: one JSON object per
 * line, `{"level":"info","time":"<ISO>","service":"api","hostname",…,"msg"}`, plus `request_id` on
 * every line written while a request is handled (the web tier's nginx logs use the same keys).
 *
 * Lines are written to stdout synchronously, pino's default destination. The asynchronous one
 * (`sync: false`) flushes on exit with a synchronous write while a write of earlier lines may still be
 * under way in the thread pool: on a crash, lines came out of order (log-flush.int-spec.ts caught it),
 * and a write that had not finished when the process ended would be lost.
 */
export function createJsonLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'api', hostname: os.hostname(), pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}
