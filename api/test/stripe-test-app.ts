import Stripe from 'stripe';
import type request from 'supertest';
import type { PartRow } from '../src/parts/part-row';
import { insertPart } from './catalogue-fixtures';
import { FakeStripeApi } from './fake-stripe-api';
import { createTestApp, type TestApp } from './test-app';

const webhookSecret = 'whsec_shop_test_secret';
/** Only signs test webhooks: no request leaves with this key. */
const signer = new Stripe('sk_test_signer');

export interface StripeTestApp extends TestApp {
  /** The local Stripe API the app's real SDK talks to. */
  stripeApi: FakeStripeApi;
  /** A `Stripe-Signature` header for the payload, signed with `secret` (the app's webhook secret by default). */
  signWebhook(payload: string, secret?: string): string;
  /** POSTs a webhook as Stripe does: the payload, signed with the app's secret unless `signature` is given. */
  deliverWebhook(payload: string, signature?: string): request.Test;
  /** Before each test: forgets the requests Stripe saw and stocks a new part ($19.99, 50 in stock) to order. */
  freshPart(): Promise<PartRow>;
}

/** A Stripe event about one object (an intent, a charge), as Stripe would POST it. */
export const stripeEvent = (id: string, type: string, object: object) =>
  JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28', data: { object } });

/** The test app taking payments by Stripe (test keys) against a local Stripe API; `close()` stops both. */
export async function createStripeTestApp(): Promise<StripeTestApp> {
  const stripeApi = await FakeStripeApi.start();
  try {
    const t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_shop',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_shop',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: stripeApi.url,
    });
    const signWebhook = (payload: string, secret = webhookSecret) =>
      signer.webhooks.generateTestHeaderString({ payload, secret });
    return {
      ...t,
      stripeApi,
      signWebhook,
      deliverWebhook: (payload, signature = signWebhook(payload)) =>
        t.http
          .post('/payments/webhook')
          .set('content-type', 'application/json; charset=utf-8')
          .set('stripe-signature', signature)
          .send(payload),
      freshPart: async () => {
        stripeApi.requests.splice(0);
        return insertPart(t, { priceCents: 1999, minQuantity: 1, availableQuantity: 50 });
      },
      close: async () => {
        await t.close();
        await stripeApi.close();
      },
    };
  } catch (error) {
    await stripeApi.close();
    throw error;
  }
}
