import { z } from 'zod';
import { paymentMessages as pm } from '../messages';
import { opaqueText } from './fields';

/** POST /create-payment-intent: the amount is computed by the server from the order. */
export const createPaymentIntentSchema = z.object({
  orderId: opaqueText('orderId is required'),
});
export type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentSchema>;

/** PATCH /myOrders/:id: the order is paid only once the provider confirms this intent. */
export const confirmPaymentSchema = z.object({
  transactionId: opaqueText('transactionId is required', 255),
});
export type ConfirmPaymentBody = z.infer<typeof confirmPaymentSchema>;

/** The sandbox provider's card form (Stripe's test numbers decide the outcome). */
export const sandboxCardSchema = z.object({
  clientSecret: opaqueText('clientSecret is required'),
  cardNumber: opaqueText(pm.cardNumberIncomplete, 40),
  expiry: opaqueText(pm.expiryIncomplete, 20),
  cvc: opaqueText(pm.cvcIncomplete, 10),
  email: opaqueText('email must be text', 254).optional(),
});
export type SandboxCardBody = z.infer<typeof sandboxCardSchema>;
