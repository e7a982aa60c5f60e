import { z } from 'zod';

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
  cardNumber: z.string({ error: 'Your card number is incomplete.' }).min(1, { error: 'Your card number is incomplete.' }),
  expiry: z.string({ error: "Your card's expiration date is incomplete." }).min(1, { error: "Your card's expiration date is incomplete." }),
  cvc: z.string({ error: "Your card's security code is incomplete." }).min(1, { error: "Your card's security code is incomplete." }),
  email: z.string().optional(),
});
export type SandboxCardBody = z.infer<typeof sandboxCardSchema>;
