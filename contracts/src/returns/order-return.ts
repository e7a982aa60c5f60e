import '../schemas/zod-config';
import { z } from 'zod';
import { hasNoControlCharacters } from '../limits';
import { returnMessages as m } from '../messages/return-messages';
import { opaqueText, requiredText } from '../schemas/fields';
import { choiceParam, pageQuerySchema } from '../schemas/list-queries';

/**
 * Returns (RMA), refunds and credit notes (docs/returns.md). A buyer asks to send back some units of some
 * lines of a shipped order; the admin approves or refuses, marks the parts received (each line back on
 * sale or not) and refunds. The API computes every amount; amounts are in the shop currency's units.
 */

export const returnReasons = [
  'dead_on_arrival',
  'wrong_part',
  'damaged_in_transit',
  'defective',
  'no_longer_needed',
] as const;
export type ReturnReason = (typeof returnReasons)[number];

/** How each reason reads to people (the buyer's form, the dashboard, the mails, the credit note). */
export const returnReasonLabels: Record<ReturnReason, string> = {
  dead_on_arrival: 'Dead on arrival',
  wrong_part: 'Wrong part',
  damaged_in_transit: 'Damaged in transit',
  defective: 'Defective',
  no_longer_needed: 'No longer needed',
};

/** How a return is named to people (mails, the dashboard): `R-` and the first 8 characters of its id. */
export const returnNumber = (returnId: string) => `R-${returnId.slice(0, 8).toUpperCase()}`;

/** requested → approved or refused → received → refunded. */
export const returnStatuses = ['requested', 'approved', 'refused', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

export const returnLimits = {
  commentMax: 1000,
  refusalReasonMax: 500,
  /** Lines one return names at most (an order's lines are bounded by the cart's). */
  maxLines: 200,
} as const;

/** One returned line: which order line, how many of its units, and (once received) whether they went back on sale. */
export interface OrderReturnLine {
  lineId: string;
  sku: string | null;
  name: string;
  quantity: number;
  /** Set when the return is received: true when the units went back into stock. */
  restock: boolean | null;
}

/** What a refund paid back, and the credit note that records it. */
export interface ReturnRefund {
  /** The returned units' share of what was paid for their lines, their tax, and shipping where the policy refunds it. */
  amount: number;
  creditNoteNumber: string;
  refundedAt: string;
}

/** A return as `POST /myOrders/:id/returns`, `GET /myOrders/:id/returns` and the admin's routes answer it. */
export interface OrderReturn {
  _id: string;
  orderId: string;
  status: ReturnStatus;
  lines: OrderReturnLine[];
  reason: ReturnReason;
  comment: string | null;
  /** The admin's words when the return was refused, else null. */
  refusalReason: string | null;
  createdAt: string;
  approvedAt: string | null;
  receivedAt: string | null;
  refund: ReturnRefund | null;
}

/** `GET /admin/returns`: a return with what the admin needs to find its order and buyer. */
export interface AdminOrderReturn extends OrderReturn {
  email: string;
  invoiceNumber: string | null;
}

const lineId = opaqueText(m.lineUnknown, 64);

/** `POST /myOrders/:id/returns`. */
export const returnRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        lineId,
        quantity: z
          .number({ error: m.quantityInvalid })
          .int({ error: m.quantityInvalid })
          .min(1, { error: m.quantityInvalid }),
      }),
      { error: m.linesRequired },
    )
    .min(1, { error: m.linesRequired })
    .max(returnLimits.maxLines, { error: m.linesRequired })
    .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, { error: m.lineTwice }),
  reason: z.enum(returnReasons, { error: m.reasonRequired }),
  comment: z
    .string()
    .trim()
    .max(returnLimits.commentMax, { error: m.commentTooLong(returnLimits.commentMax) })
    .refine(hasNoControlCharacters, { error: m.commentTooLong(returnLimits.commentMax) })
    .optional(),
});
export type ReturnRequestBody = z.input<typeof returnRequestSchema>;

/** `POST /admin/returns/:id/refuse`. */
export const returnRefusalSchema = z.object({
  reason: requiredText(m.refusalReasonRequired, returnLimits.refusalReasonMax),
});
export type ReturnRefusalBody = z.input<typeof returnRefusalSchema>;

/** `POST /admin/returns/:id/receive`: every line of the return, each back on sale or not. */
export const returnReceiptSchema = z.object({
  lines: z
    .array(z.object({ lineId, restock: z.boolean({ error: m.receiveLinesRequired }) }), {
      error: m.receiveLinesRequired,
    })
    .min(1, { error: m.receiveLinesRequired })
    .max(returnLimits.maxLines, { error: m.receiveLinesRequired }),
});
export type ReturnReceiptBody = z.input<typeof returnReceiptSchema>;

/** `GET /admin/returns`: a page of returns, newest first, optionally of one status. */
export const returnListQuerySchema = pageQuerySchema.extend({
  status: choiceParam('status', returnStatuses),
});
export type ReturnListQuery = z.infer<typeof returnListQuerySchema>;
