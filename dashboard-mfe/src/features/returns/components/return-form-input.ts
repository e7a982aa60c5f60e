import {
  linesOf,
  returnMessages as m,
  returnRequestSchema,
  z,
  type Order,
  type OrderReturn,
  type ReturnRequestBody,
} from '@phoneparts/contracts';
import { formNumber } from '../../../common/form-number';

/** A line of a shipped order as the return form offers it: how many of its units can still come back. */
export interface ReturnableLine {
  lineId: string;
  name: string;
  sku: string | null;
  /** Shipped units minus the units of every return not refused. */
  left: number;
}

/** Each line of the order (those with an id) with the units its returns, refused ones aside, have not taken. */
export function returnableLines(order: Order, returns: readonly OrderReturn[]): ReturnableLine[] {
  const taken = new Map<string, number>();
  for (const request of returns) {
    if (request.status === 'refused') continue;
    for (const line of request.lines) taken.set(line.lineId, (taken.get(line.lineId) ?? 0) + line.quantity);
  }
  return linesOf(order).flatMap((line) =>
    line.lineId
      ? [
          {
            lineId: line.lineId,
            name: line.name,
            sku: line.sku ?? null,
            left: Math.max(0, line.quantity - (taken.get(line.lineId) ?? 0)),
          },
        ]
      : [],
  );
}

/** The form as typed: the units of each offered line as text (empty: none), the reason, the comment. */
export interface ReturnFormInput {
  units: string[];
  reason: string;
  comment: string;
}

export const emptyReturnForm = (lines: readonly ReturnableLine[]): ReturnFormInput => ({
  units: lines.map(() => ''),
  reason: '',
  comment: '',
});

/**
 * The form's check: each units field a whole number from 0 to what is left of its line (the message
 * the API gives for more), then the body built from the lines with units, checked by the API's own
 * schema (at least one line, the reason, the comment's limit).
 */
export function returnFormSchema(lines: readonly ReturnableLine[]) {
  const unitsOf = (line: ReturnableLine) =>
    z.preprocess(
      (text) => formNumber(String(text ?? '')) ?? 0,
      z
        .number({ error: m.quantityInvalid })
        .int({ error: m.quantityInvalid })
        .min(0, { error: m.quantityInvalid })
        .max(line.left, { error: m.tooManyUnits(line.name, line.left) }),
    );
  const { reason, comment } = returnRequestSchema.shape;
  return z
    .object({ units: z.tuple(lines.map(unitsOf) as [ReturnType<typeof unitsOf>]), reason, comment })
    .transform((form): ReturnRequestBody => ({
      lines: lines.flatMap((line, index) =>
        (form.units[index] ?? 0) > 0 ? [{ lineId: line.lineId, quantity: form.units[index] as number }] : [],
      ),
      reason: form.reason,
      ...(form.comment ? { comment: form.comment } : {}),
    }))
    .pipe(returnRequestSchema) as unknown as z.ZodType<z.output<typeof returnRequestSchema>, ReturnFormInput>;
}
