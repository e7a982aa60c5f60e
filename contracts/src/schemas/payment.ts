import { z } from 'zod';
import { paymentMessages as pm } from '../messages';

/** POST /create-payment-intent: the amount is computed by the server from the order. */
export const createPaymentIntentSchema = z.object({
  orderId: z.string({ error: 'orderId is required' }).min(1, { error: 'orderId is required' }),
});
export type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentSchema>;

/** PATCH /myOrders/:id: the order is paid only once the provider confirms this intent. */
export const confirmPaymentSchema = z.object({
  transactionId: z.string({ error: 'transactionId is required' }).min(1, { error: 'transactionId is required' }).max(255),
});
export type ConfirmPaymentBody = z.infer<typeof confirmPaymentSchema>;

/** The sandbox provider's card form (Stripe's test numbers decide the outcome). */
export const sandboxCardSchema = z.object({
  clientSecret: z.string().min(1),
  cardNumber: z.string({ error: pm.cardNumberIncomplete }).min(1, { error: pm.cardNumberIncomplete }),
  expiry: z.string({ error: pm.expiryIncomplete }).min(1, { error: pm.expiryIncomplete }),
  cvc: z.string({ error: pm.cvcIncomplete }).min(1, { error: pm.cvcIncomplete }),
  email: z.string().optional(),
});
export type SandboxCardBody = z.infer<typeof sandboxCardSchema>;
