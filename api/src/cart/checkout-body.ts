import { type CartCheckoutBody, cartCheckoutSchema, type CheckoutBody, checkoutSchema, z } from '@phoneparts/contracts';

/** The two bodies POST /cart/checkout takes, told apart by shape. */
export type AnyCheckoutBody = ({ kind: 'structured' } & CartCheckoutBody) | ({ kind: 'asWritten' } & CheckoutBody);

/**
 * The cart's first body is `{ phone, address: "<one line>" }`: a client written before shipping and
 * tax keeps working (docs/checkout.md), with that form's messages. A body naming a shipping method, a
 * saved address or an address object is the structured body, with its messages.
 */
function isFirstBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  const structured = (typeof b.address === 'object' && b.address !== null) || b.addressId !== undefined;
  return !structured && b.shippingMethodId === undefined;
}

export const anyCheckoutBodySchema = z.custom<object>().transform((body, ctx): AnyCheckoutBody => {
  const firstBody = isFirstBody(body);
  const parsed = (firstBody ? checkoutSchema : cartCheckoutSchema).safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  }
  return firstBody
    ? { kind: 'asWritten', ...(parsed.data as CheckoutBody) }
    : { kind: 'structured', ...(parsed.data as CartCheckoutBody) };
});
