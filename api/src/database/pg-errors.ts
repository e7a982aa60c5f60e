/** PostgreSQL error codes the services translate into 4xx answers. */
export const pgErrorCodes = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  foreignKeyViolation: '23503',
} as const;

/** The SQLSTATE of an error from node-postgres or PGlite (drizzle may wrap it in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint an error names (a check, unique or foreign key violation, or a trigger's), if any. */
export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Node's socket errors that mean the database server cannot be reached right now. */
const unreachableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);
/** node-postgres reports pool and connection time-outs by message only. */
const unreachableMessages =
  /timeout exceeded when trying to connect|Connection terminated|connection timeout|Query read timeout/i;

/**
 * What a database error says about the request, for the HTTP answer:
 * - `badInput`: PostgreSQL refused a value (class 22 "data exception": out of range, NUL in text …,
 *   or 54000 "program limit exceeded") — the client's fault, a 400. Validation should catch these first;
 *   this is the net under it.
 * - `unavailable`: the server is unreachable, shutting down, or a statement hit its time-out — a 503.
 */
export function classifyDatabaseError(error: unknown): 'badInput' | 'unavailable' | null {
  const code = pgErrorCode(error);
  if (code?.startsWith('22') || code === '54000') return 'badInput';
  if (code?.startsWith('08') || code === '57P01' || code === '57P03' || code === '57014' || code === '53300')
    return 'unavailable';
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const { code: nodeCode, message } = current as { code?: unknown; message?: unknown };
    if (typeof nodeCode === 'string' && unreachableCodes.has(nodeCode)) return 'unavailable';
    if (typeof message === 'string' && unreachableMessages.test(message)) return 'unavailable';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The driver's own reason under a wrapped error ("code: message" of each `cause`), for the log: drizzle
 * reports only "Failed query: …" with the statement, and the reason (a time-out, a constraint) is below.
 */
export function databaseCause(error: unknown): string | undefined {
  const reasons: string[] = [];
  let current = (error as { cause?: unknown } | null)?.cause;
  for (let depth = 0; current && depth < 3; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    reasons.push(
      `${typeof code === 'string' ? `${code}: ` : ''}${typeof message === 'string' ? message : String(current)}`,
    );
    current = (current as { cause?: unknown }).cause;
  }
  return reasons.length ? reasons.join(' ← ') : undefined;
}
