import './schemas/zod-config';
import { z } from 'zod';
import { stockAlertMessages as m } from './messages/stock-alert-messages';
import { pageQuerySchema } from './schemas/list-queries';
import { maxWaitingCountParts } from './stock-alert-limits';

/**
 * Back in stock (docs/product.md#16-back-in-stock): a buyer's request to be mailed once when a part can be ordered
 * again.
 */
export interface StockAlert {
  _id: string;
  partId: string;
  partName: string;
  sku: string;
  picture: string;
  /** Waiting for the part; mailed once it could be ordered again (the request is then done). */
  status: 'waiting' | 'mailed';
  createdAt: string;
  notifiedAt: string | null;
}

/** `POST /stock-alerts`: the part to be told about (a malformed id names no part: 404). */
export const requestStockAlertSchema = z.object({
  partId: z.string({ error: 'partId is required' }).max(100, { error: 'partId is required' }),
});
export type RequestStockAlertBody = z.infer<typeof requestStockAlertSchema>;

/** `POST /stock-alerts/withdraw`: the token of a mailed withdraw link. */
export const withdrawStockAlertSchema = z.object({
  token: z.string({ error: m.withdrawLinkInvalid }).max(200, { error: m.withdrawLinkInvalid }),
});
export type WithdrawStockAlertBody = z.infer<typeof withdrawStockAlertSchema>;

/** `GET /stock-alerts`: the caller's requests, newest first, a page at a time. */
export const stockAlertListQuerySchema = pageQuerySchema;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `GET /stock-alerts/waiting?parts=a,b,c` (admin): how many buyers wait for each of these parts. */
export const waitingCountsQuerySchema = z.object({
  parts: z
    .string({ error: m.partIdsInvalid(maxWaitingCountParts) })
    .transform((s) => s.split(',').map((id) => id.trim().toLowerCase()))
    .refine((ids) => ids.length <= maxWaitingCountParts && ids.every((id) => uuid.test(id)), {
      error: m.partIdsInvalid(maxWaitingCountParts),
    }),
});
export type WaitingCountsQuery = z.infer<typeof waitingCountsQuerySchema>;

/** Part id → buyers waiting (parts nobody waits for are left out). */
export type WaitingCounts = Record<string, number>;
