import { type ReturnReason, returnMessages as m } from '@phoneparts/contracts';

const dayMs = 24 * 60 * 60 * 1000;
const plusDays = (from: Date, days: number) => new Date(from.getTime() + days * dayMs);

/** A line a return names, with what the rules need to know of it. */
export interface RequestedLine {
  name: string;
  quantity: number;
  /** Units the order shipped on this line. */
  shipped: number;
  /** Units of this line in the order's other returns that were not refused. */
  alreadyReturned: number;
  /** The warranty the line was sold with, in days. */
  warrantyDays: number;
}

/**
 * Why a shipped order's lines cannot come back (docs/returns.md, "The rules"), or null. Within the
 * return window (days from shipping) any reason is accepted; after it, only `defective`, and only
 * while every named line is within its warranty (days from the invoice, else from shipping).
 */
export function returnProblem(request: {
  reason: ReturnReason;
  lines: RequestedLine[];
  shippedAt: Date;
  warrantyFrom: Date;
  windowDays: number;
  now: Date;
}): string | null {
  for (const line of request.lines) {
    const left = line.shipped - line.alreadyReturned;
    if (line.quantity > left) return m.tooManyUnits(line.name, Math.max(0, left));
  }
  if (request.now <= plusDays(request.shippedAt, request.windowDays)) return null;
  if (request.reason !== 'defective') return m.windowClosed(request.windowDays);
  const over = request.lines.find((line) => request.now > plusDays(request.warrantyFrom, line.warrantyDays));
  return over ? m.warrantyOver(over.name) : null;
}
