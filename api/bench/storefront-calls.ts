/**
 * The storefront's own API calls for buying, replayed by a benchmark exactly as the pages make them
 * (storefront-mfe: `cart-api.ts`, `purchase-api.ts`, `payment-api.ts`, `sandbox-card-form.tsx`), so
 * a figure per order counts what a buyer's browser really asks for.
 */

type Headers = Record<string, string>;

/** The HTTP statuses a run got, by class: a 5xx is always a failure of the API. */
export class CallLog {
  requests = 0;
  serverErrors = 0;
  conflicts = 0;
}

export class ApiRequestFailed extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The phone and address a benchmark's buyer orders with: a number the shop reads as valid (555-01xx is
 * the fictional range; "(555) 123-4567" is no number at all and is refused).
 */
export const contact = { phone: '(212) 555-0199', address: '221B Baker Street, London' };
const card = { cardNumber: '4242424242424242', expiry: '12/49', cvc: '123' };

/** One signed-in buyer's browser. */
export class Storefront {
  constructor(
    private readonly url: string,
    private readonly bearer: Headers,
    private readonly log: CallLog,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    this.log.requests++;
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers: { ...this.bearer, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 500) this.log.serverErrors++;
    if (res.status === 409) this.log.conflicts++;
    if (!res.ok)
      throw new ApiRequestFailed(res.status, `${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text) as T;
  }

  /** "Add to cart" (a card's button or the part page's): one request. */
  addToCart(partId: string, quantity: number): Promise<unknown> {
    return this.call('POST', `/cart/lines/${partId}`, { quantity });
  }

  /** The cart page's Place order. */
  async checkout(): Promise<string> {
    return (await this.call<{ _id: string }>('POST', '/cart/checkout', contact))._id;
  }

  /** The part page's Confirm Order (Buy Now's one-line order). */
  async buyNow(productId: string, quantity: number): Promise<string> {
    return (await this.call<{ insertedId: string }>('POST', '/myOrders', { productId, quantity, ...contact }))
      .insertedId;
  }

  /**
   * The payment page with the sandbox card: the page reads its order (it always asks again), the card
   * panel its payment intent, the card field confirms with the sandbox, then the page has the order
   * marked paid.
   */
  async pay(orderId: string): Promise<void> {
    const order = await this.call<{ email: string }>('GET', `/myOrders/payment/${orderId}`);
    const intent = await this.call<{ clientSecret: string }>('POST', '/create-payment-intent', { orderId });
    const confirmed = await this.call<{ paymentIntent: { id: string } }>('POST', '/payments/sandbox/confirm', {
      clientSecret: intent.clientSecret,
      ...card,
      email: order.email,
    });
    await this.call('PATCH', `/myOrders/${orderId}`, { transactionId: confirmed.paymentIntent.id });
  }
}
