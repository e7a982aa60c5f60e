import os from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';

/**
 * The API's one log shape, for Fastify's request lines and Nest's messages alike: one JSON object per
 * line, `{"level":"info","time":"<ISO>","service":"api","hostname",…,"msg"}`, plus `request_id` on
 * every line written while a request is handled (the web tier's nginx logs use the same keys).
 *
 * Lines go to stdout asynchronously (pino's documented way, `pino.destination({ sync: false })`): a
 * request does not wait for its line to be written, and lines written meanwhile go out in one write.
 * pino flushes that destination synchronously on the process's `exit` (a crash included) and on every
 * `fatal` line; a stop signal ends the process through `process.exit` too (app.factory.ts).
 */
export function createJsonLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'api', hostname: os.hostname(), pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
