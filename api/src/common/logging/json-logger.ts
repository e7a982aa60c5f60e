import os from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';

/**
 * The API's one log shape, for Fastify's request lines and Nest's messages alike: one JSON object per
 * line, `{"level":"info","time":"<ISO>","service":"api","hostname",…,"msg"}`, plus `request_id` on
 * every line written while a request is handled (the web tier's nginx logs use the same keys).
 */
export function createJsonLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'api', hostname: os.hostname(), pid: process.pid },
    timestamp: isoTimeOncePerMillisecond,
    formatters: { level: (label) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}

// pino's isoTime formats a Date per line; lines written in the same millisecond share the text.
let formattedAt = -1;
let formatted = '';
function isoTimeOncePerMillisecond(): string {
  const now = Date.now();
  if (now !== formattedAt) {
    formattedAt = now;
    formatted = `,"time":"${new Date(now).toISOString()}"`;
  }
  return formatted;
}
