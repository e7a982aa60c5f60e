import { type ReturnReason, returnReasons, z } from '@phoneparts/contracts';

/**
 * The shop's return policy (docs/returns.md): how long after shipping a buyer may return parts, and
 * for which reasons the refund pays the shipping back too (the shop's fault: the part was dead, wrong
 * or broken on the way). A defective part stays returnable within its warranty (PART_WARRANTY_DAYS
 * for a line whose part names none).
 */
export const defaultRefundShippingReasons: ReturnReason[] = ['dead_on_arrival', 'wrong_part', 'damaged_in_transit'];

export const returnsEnvSchema = {
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** Working days within which the shop promises the buyer an answer to a return request. */
  RETURN_ANSWER_DAYS: z.coerce.number().int().min(1).max(60).default(2),
  /**
   * Comma-separated addresses told of every new return request (the shop's returns or support
   * mailbox); unset: every admin account's address.
   */
  RETURNS_NOTIFY_EMAIL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const addresses = (value ?? '')
        .split(',')
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean);
      const invalid = addresses.filter((address) => !z.email().safeParse(address).success);
      if (invalid.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `must be comma-separated email addresses (not ${invalid.join(', ')})`,
        });
        return z.NEVER;
      }
      return [...new Set(addresses)];
    }),
  /** Comma-separated reasons (`none` for no shipping refunds); unset: dead on arrival, wrong part, damaged in transit. */
  REFUND_SHIPPING_REASONS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return defaultRefundShippingReasons;
      if (value.trim().toLowerCase() === 'none') return [] as ReturnReason[];
      const reasons = value.split(',').map((reason) => reason.trim());
      const unknown = reasons.filter((reason) => !(returnReasons as readonly string[]).includes(reason));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `must be "none" or a comma-separated list of ${returnReasons.join(', ')} (not ${unknown.join(', ')})`,
        });
        return z.NEVER;
      }
      return [...new Set(reasons)] as ReturnReason[];
    }),
};

export interface ReturnsConfig {
  windowDays: number;
  refundShippingReasons: ReturnReason[];
  /** Working days the request's confirmation promises an answer within. */
  answerDays: number;
  /** Who is told of a new request; empty: every admin account. */
  notifyEmails: string[];
  /** Warranty of a line whose part names none (it left the catalogue before invoices kept it). */
  defaultWarrantyDays: number;
}
