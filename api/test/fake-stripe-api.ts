import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the Stripe SDK sent it, with its form body decoded the way Stripe reads it. */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: Record<string, unknown>;
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  reason: string | null;
}

/** Stripe's statuses from which an intent may still be canceled. */
const cancelableStatuses = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];

/**
 * The few PaymentIntent and Refund endpoints of Stripe's API the shop calls, on a local port (no
 * stripe-mock exists on npm): create, retrieve and cancel an intent, refund a succeeded one. Point the SDK at it with STRIPE_API_URL. Like Stripe, a repeated Idempotency-Key
 * answers the first result; tests move intents on with `setStatus` (what Stripe.js would do).
 */
export type RefundFault = 'server-error' | 'answer-lost';

export class FakeStripeApi {
  readonly requests: RecordedStripeRequest[] = [];
  readonly intents = new Map<string, FakeIntent>();
  readonly refunds = new Map<string, FakeRefund>();
  private readonly byIdempotencyKey = new Map<string, string>();
  private readonly refundByIdempotencyKey = new Map<string, string>();
  private counter = 0;
  private refundFault: RefundFault | null = null;

  private constructor(
    private readonly server: http.Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeStripeApi> {
    const server = http.createServer((req, res) => api.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const api = new FakeStripeApi(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return api;
  }

  /** Makes an intent the way Stripe would after a card payment in the browser (or a failure). */
  setStatus(intentId: string, status: string): FakeIntent {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    intent.status = status;
    return intent;
  }

  /** An intent Stripe knows but the shop did not create (e.g. someone else's, or for another amount). */
  addIntent(fields: Partial<FakeIntent> & Pick<FakeIntent, 'amount'>): FakeIntent {
    const id = `pi_fake${++this.counter}`;
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      currency: 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_test`,
      metadata: {},
      livemode: false,
      ...fields,
    };
    this.intents.set(intent.id, intent);
    return intent;
  }

  /**
   * Every POST /v1/refunds fails until `failRefunds(null)`: `server-error` answers Stripe's 500 without
   * refunding; `answer-lost` refunds, then drops the connection before answering (the network lost the
   * answer; the SDK retries a reset connection once by itself, under the same key).
   */
  failRefunds(fault: RefundFault | null): void {
    this.refundFault = fault;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** POST /v1/payment_intents/:id/cancel, with Stripe's refusal (and wording) for a succeeded intent. */
  private cancel(res: http.ServerResponse, intentId: string) {
    const intent = this.intents.get(intentId);
    if (!intent) return noSuchIntent(res, intentId);
    if (!cancelableStatuses.includes(intent.status)) {
      return send(
        res,
        400,
        stripeError(
          'invalid_request_error',
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${cancelableStatuses.join(', ')}.`,
          'payment_intent_unexpected_state',
        ),
      );
    }
    intent.status = 'canceled';
    return send(res, 200, intent);
  }

  /** POST /v1/refunds: only a succeeded intent, never more than it took; a repeated Idempotency-Key answers the first refund. */
  private refund(res: http.ServerResponse, form: Record<string, unknown>, idempotencyKey: string | undefined) {
    const earlier = idempotencyKey && this.refundByIdempotencyKey.get(idempotencyKey);
    if (earlier) return send(res, 200, this.refunds.get(earlier));
    const intentId = String(form.payment_intent ?? '');
    const intent = this.intents.get(intentId);
    if (!intent) return noSuchIntent(res, intentId);
    if (intent.status !== 'succeeded') {
      return send(
        res,
        400,
        stripeError(
          'invalid_request_error',
          `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
          'charge_not_refundable',
        ),
      );
    }
    const refunded = [...this.refunds.values()]
      .filter((r) => r.payment_intent === intentId)
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = form.amount === undefined ? intent.amount - refunded : Number(form.amount);
    if (refunded + amount > intent.amount) {
      return send(
        res,
        400,
        stripeError(
          'invalid_request_error',
          `Charge for ${intentId} has already been refunded.`,
          'charge_already_refunded',
        ),
      );
    }
    const refund: FakeRefund = {
      id: `re_fake${this.refunds.size + 1}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      status: 'succeeded',
      reason: (form.reason as string) ?? null,
    };
    this.refunds.set(refund.id, refund);
    if (idempotencyKey) this.refundByIdempotencyKey.set(idempotencyKey, refund.id);
    return send(res, 200, refund);
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const path = decodeURIComponent((req.url ?? '').split('?')[0]);
      const header = (name: string) =>
        typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined;
      const idempotencyKey = header('idempotency-key');
      this.requests.push({
        method: req.method ?? '',
        path,
        authorization: header('authorization'),
        idempotencyKey,
        form: parseStripeForm(body),
      });
      if (!header('authorization')?.startsWith('Bearer sk_'))
        return send(res, 401, stripeError('invalid_request_error', 'Invalid API Key provided'));

      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const earlier = idempotencyKey && this.byIdempotencyKey.get(idempotencyKey);
        if (earlier) return send(res, 200, this.intents.get(earlier));
        const form = parseStripeForm(body);
        const intent = this.addIntent({
          amount: Number(form.amount),
          currency: String(form.currency),
          metadata: (form.metadata ?? {}) as Record<string, string>,
        });
        if (idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, intent.id);
        return send(res, 200, intent);
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
      if (req.method === 'POST' && cancel) return this.cancel(res, cancel[1]);
      if (req.method === 'POST' && path === '/v1/refunds') {
        const fault = this.refundFault;
        if (fault === 'server-error')
          return send(res, 500, stripeError('api_error', 'An unknown error occurred while processing the request.'));
        // The refund is made; its answer never leaves (nothing is flushed before `end`).
        if (fault === 'answer-lost') res.end = (() => (req.socket.destroy(), res)) as typeof res.end;
        return this.refund(res, parseStripeForm(body), idempotencyKey);
      }
      const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && retrieve) {
        const intent = this.intents.get(retrieve[1]);
        if (intent) return send(res, 200, intent);
        return noSuchIntent(res, retrieve[1]);
      }
      return send(res, 404, stripeError('invalid_request_error', `Unrecognized request URL (${req.method}: ${path})`));
    });
  }
}

/** Stripe's form encoding: `metadata[orderId]=x&allowed_payment_method_types[0]=card` → nested values. */
function parseStripeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const [head, ...rest] = key.split('[').map((part) => part.replace(/]$/, ''));
    let target = result;
    let name = head;
    for (const part of rest) {
      const isIndex = /^\d+$/.test(part);
      target[name] ??= isIndex ? [] : {};
      target = target[name] as Record<string, unknown>;
      name = part;
    }
    target[name] = value;
  }
  return result;
}

function stripeError(type: string, message: string, code?: string) {
  return { error: { type, message, ...(code ? { code } : {}) } };
}

/** Stripe's 404 for an intent id it does not know. */
function noSuchIntent(res: http.ServerResponse, intentId: string) {
  send(res, 404, stripeError('invalid_request_error', `No such payment_intent: '${intentId}'`, 'resource_missing'));
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${Date.now()}` });
  res.end(JSON.stringify(body));
}
