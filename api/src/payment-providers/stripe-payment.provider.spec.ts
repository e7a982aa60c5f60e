import Stripe from 'stripe';
import { FakeStripeApi } from '../../test/fake-stripe-api';
import { PaymentProviderError, WebhookRejectedError } from './payment-provider';
import { StripePaymentProvider } from './stripe-payment.provider';

describe('StripePaymentProvider (the real SDK against a local Stripe API)', () => {
  let api: FakeStripeApi;
  let provider: StripePaymentProvider;
  const settings = { secretKey: 'sk_test_shop', publishableKey: 'pk_test_shop', webhookSecret: 'whsec_test_secret' };
  const orderId = '7d1c3a5e-8f4b-4c2a-9a53-1b2c3d4e5f60';

  beforeAll(async () => {
    api = await FakeStripeApi.start();
    provider = new StripePaymentProvider({ ...settings, apiUrl: api.url });
  });
  afterAll(() => api.close());
  beforeEach(() => api.requests.splice(0));

  describe('createIntent', () => {
    it('creates a USD PaymentIntent in cents with the order id in its metadata and an idempotency key', async () => {
      const created = await provider.createIntent({
        orderId,
        amountCents: 38997,
        currency: 'usd',
        idempotencyKey: `order-${orderId}-amount-38997`,
      });

      expect(api.requests).toEqual([
        {
          method: 'POST',
          path: '/v1/payment_intents',
          authorization: 'Bearer sk_test_shop',
          idempotencyKey: `order-${orderId}-amount-38997`,
          form: { amount: '38997', currency: 'usd', metadata: { orderId }, allowed_payment_method_types: ['card'] },
        },
      ]);
      const intent = api.intents.get(created.id)!;
      expect(created).toEqual({ id: intent.id, clientSecret: intent.client_secret });
      expect(created.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    });

    it('sends the same key again for the same order and amount, and gets the same intent back', async () => {
      const request = {
        orderId,
        amountCents: 500,
        currency: 'usd' as const,
        idempotencyKey: `order-${orderId}-amount-500`,
      };
      const first = await provider.createIntent(request);
      const second = await provider.createIntent(request);
      expect(second).toEqual(first);
      expect(api.requests.map((r) => r.idempotencyKey)).toEqual([request.idempotencyKey, request.idempotencyKey]);
    });

    it('turns an unreachable Stripe into a PaymentProviderError', async () => {
      const closed = await FakeStripeApi.start();
      await closed.close();
      const offline = new StripePaymentProvider({ ...settings, apiUrl: closed.url });
      await expect(
        offline.createIntent({ orderId, amountCents: 500, currency: 'usd', idempotencyKey: 'k' }),
      ).rejects.toBeInstanceOf(PaymentProviderError);
    });

    it('turns a refused API key into a PaymentProviderError', async () => {
      const wrongKey = new StripePaymentProvider({ ...settings, secretKey: 'rk_wrong', apiUrl: api.url });
      await expect(
        wrongKey.createIntent({ orderId, amountCents: 500, currency: 'usd', idempotencyKey: 'k2' }),
      ).rejects.toThrow(/Invalid API Key/);
    });
  });

  describe('retrieveIntent', () => {
    it("reads the intent's status, amount, currency and order", async () => {
      const intent = api.addIntent({ amount: 1234, status: 'succeeded', metadata: { orderId } });
      expect(await provider.retrieveIntent(intent.id)).toEqual({
        id: intent.id,
        status: 'succeeded',
        amountCents: 1234,
        currency: 'usd',
        orderId,
      });
      expect(api.requests).toEqual([
        expect.objectContaining({ method: 'GET', path: `/v1/payment_intents/${intent.id}` }),
      ]);
    });

    it('answers null for an intent Stripe does not know', async () => {
      expect(await provider.retrieveIntent('pi_doesNotExist')).toBeNull();
    });

    it('answers null without asking Stripe for something that is not an intent id', async () => {
      for (const id of ['../customers/cus_1', 'ch_123', 'pi_1/cancel', ''])
        expect(await provider.retrieveIntent(id)).toBeNull();
      expect(api.requests).toEqual([]);
    });

    it('reads an intent without order metadata as belonging to no order', async () => {
      const intent = api.addIntent({ amount: 1234, status: 'succeeded' });
      expect(await provider.retrieveIntent(intent.id)).toMatchObject({ orderId: null });
    });
  });

  describe('cancelIntent and refund', () => {
    it('cancels an unpaid intent, and answers a succeeded one as it is (Stripe refuses to cancel it)', async () => {
      const open = api.addIntent({ amount: 500, metadata: { orderId } });
      expect(await provider.cancelIntent(open.id)).toMatchObject({ id: open.id, status: 'canceled' });
      const paid = api.addIntent({ amount: 500, status: 'succeeded', metadata: { orderId } });
      expect(await provider.cancelIntent(paid.id)).toMatchObject({ id: paid.id, status: 'succeeded' });
      expect(await provider.cancelIntent('pi_doesNotExist')).toBeNull();
    });

    it('refunds a succeeded intent once per idempotency key, and refuses an unpaid one', async () => {
      const paid = api.addIntent({ amount: 700, status: 'succeeded', metadata: { orderId } });
      const request = { intentId: paid.id, amountCents: 700, idempotencyKey: `refund-${paid.id}` };
      const first = await provider.refund(request);
      expect(await provider.refund(request)).toEqual(first);
      expect(api.refunds.get(first.id)).toMatchObject({ amount: 700, payment_intent: paid.id });
      const open = api.addIntent({ amount: 700, metadata: { orderId } });
      await expect(provider.refund({ ...request, intentId: open.id, idempotencyKey: 'other' })).rejects.toBeInstanceOf(
        PaymentProviderError,
      );
    });

    it('refunds a payment in parts, each once per key, never more than it took (returns)', async () => {
      const paid = api.addIntent({ amount: 1000, status: 'succeeded', metadata: { orderId } });
      const part = (amountCents: number, key: string) =>
        provider.refund({ intentId: paid.id, amountCents, idempotencyKey: key });
      const first = await part(400, 'return-refund-a');
      const second = await part(500, 'return-refund-b');
      expect(await part(400, 'return-refund-a')).toEqual(first);
      expect([api.refunds.get(first.id)?.amount, api.refunds.get(second.id)?.amount]).toEqual([400, 500]);
      await expect(part(101, 'return-refund-c')).rejects.toBeInstanceOf(PaymentProviderError);
      expect((await part(100, 'return-refund-c')).id).not.toBe(second.id);
    });

    it('has no server-side card confirmation (Stripe.js confirms in the browser)', () => {
      expect(provider.cardConfirmation).toBeNull();
    });
  });

  describe('webhooks', () => {
    const stripe = new Stripe('sk_test_any');
    const intentObject = {
      id: 'pi_abc',
      object: 'payment_intent',
      amount: 38997,
      currency: 'usd',
      status: 'succeeded',
      metadata: { orderId },
    };
    const eventBody = (type: string, object: object = intentObject) =>
      JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } });
    const sign = (payload: string, secret = settings.webhookSecret, timestamp?: number) =>
      stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
    const parse = (payload: string, signature: string | undefined) =>
      provider.webhooks!.parse(Buffer.from(payload), signature);

    it('reads the stripe-signature header', () => {
      expect(provider.webhooks!.signatureHeader).toBe('stripe-signature');
    });

    it('parses a correctly signed payment_intent.succeeded', () => {
      const payload = eventBody('payment_intent.succeeded');
      expect(parse(payload, sign(payload))).toEqual({
        id: 'evt_1',
        type: 'payment_intent.succeeded',
        intent: { id: 'pi_abc', status: 'succeeded', amountCents: 38997, currency: 'usd', orderId },
      });
    });

    it('parses payment_intent.payment_failed with the card error', () => {
      const payload = eventBody('payment_intent.payment_failed', {
        ...intentObject,
        status: 'requires_payment_method',
        last_payment_error: { message: 'Your card was declined.' },
      });
      expect(parse(payload, sign(payload))).toMatchObject({
        type: 'payment_intent.payment_failed',
        failureMessage: 'Your card was declined.',
      });
    });

    it('passes other event types on as ignored', () => {
      const payload = eventBody('charge.refunded', { id: 'ch_1', object: 'charge' });
      expect(parse(payload, sign(payload))).toEqual({ id: 'evt_1', type: 'ignored', providerType: 'charge.refunded' });
    });

    it('refuses a signature made with another secret, a changed body, an old timestamp or no header', () => {
      const payload = eventBody('payment_intent.succeeded');
      expect(() => parse(payload, sign(payload, 'whsec_someone_else'))).toThrow(WebhookRejectedError);
      expect(() => parse(payload.replace('38997', '1'), sign(payload))).toThrow(WebhookRejectedError);
      expect(() => parse(payload, sign(payload, settings.webhookSecret, Math.floor(Date.now() / 1000) - 3600))).toThrow(
        WebhookRejectedError,
      );
      expect(() => parse(payload, undefined)).toThrow(WebhookRejectedError);
      expect(() => parse(payload, 'garbage')).toThrow(WebhookRejectedError);
    });

    it('accepts no webhooks at all without a signing secret', () => {
      expect(new StripePaymentProvider({ ...settings, webhookSecret: '', apiUrl: api.url }).webhooks).toBeNull();
    });
  });

  it('tells the browser its name and publishable key', () => {
    expect(provider.name).toBe('stripe');
    expect(provider.publishableKey).toBe('pk_test_shop');
  });
});
