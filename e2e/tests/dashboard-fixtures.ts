import type { InsertResult, Order, Part, PaymentIntentResponse } from '@phoneparts/contracts';

/**
 * Data the dashboard browser tests start from, made through the API (fast, and not the flow under
 * test): a part of their own, orders, a sandbox payment.
 */
export async function call<T>(apiUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The `X-Total-Count` of a bounded list (the admin's view of how many match). */
export async function totalOf(apiUrl: string, token: string, path: string): Promise<number> {
  const response = await fetch(`${apiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return Number(response.headers.get('x-total-count'));
}

let parts = 0;

/** A part only this test uses, so its stock figure is the test's alone. */
export async function createPart(apiUrl: string, adminToken: string, overrides: Partial<Part> = {}): Promise<Part> {
  parts += 1;
  const body = {
    name: `E2E Dashboard Part ${Date.now().toString(36)}${parts}`,
    picture: '/images/parts/galaxy-a52-battery.svg',
    description: 'A part made by the dashboard browser tests',
    price: 12.5,
    minQuantity: 5,
    availableQuantity: 100,
    sku: `E2E-${Date.now().toString(36)}-${parts}`.toUpperCase(),
    ...overrides,
  };
  const { insertedId } = await call<InsertResult>(apiUrl, adminToken, 'POST', '/parts', body);
  return call<Part>(apiUrl, adminToken, 'GET', `/purchase/${insertedId}`);
}

export async function placeOrder(apiUrl: string, token: string, part: Part, quantity: number): Promise<Order> {
  const { order } = await call<{ order: Order }>(apiUrl, token, 'POST', '/myOrders', {
    productId: part._id,
    quantity,
    phone: '212 555 0199',
    address: '1 Test Street',
  });
  return order;
}

/** Pays an order the way the storefront does with the sandbox provider and Stripe's success card. */
export async function payOrder(apiUrl: string, token: string, order: Order): Promise<Order> {
  const intent = await call<PaymentIntentResponse>(apiUrl, token, 'POST', '/create-payment-intent', {
    orderId: order._id,
  });
  const { paymentIntent } = await call<{ paymentIntent: { id: string } }>(
    apiUrl,
    token,
    'POST',
    '/payments/sandbox/confirm',
    {
      clientSecret: intent.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    },
  );
  return call<Order>(apiUrl, token, 'PATCH', `/myOrders/${order._id}`, { transactionId: paymentIntent.id });
}
