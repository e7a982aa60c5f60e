import {
  type CartCheckoutBody,
  cartCheckoutSchemaFor,
  type CheckoutBody,
  checkoutSchemaFor,
  defaultShopCountry,
  z,
} from '@phoneparts/contracts';
import { toJsonSchema } from '../common/http/zod-body';

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

/** Either body, its phone read in the shop's country `homeCountry`. */
export function anyCheckoutBodySchemaFor(homeCountry: string) {
  const asWritten = checkoutSchemaFor(homeCountry);
  const structured = cartCheckoutSchemaFor(homeCountry);
  return z.custom<object>().transform((body, ctx): AnyCheckoutBody => {
    const firstBody = isFirstBody(body);
    const parsed = (firstBody ? asWritten : structured).safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return firstBody
      ? { kind: 'asWritten', ...(parsed.data as CheckoutBody) }
      : { kind: 'structured', ...(parsed.data as CartCheckoutBody) };
  });
}

/** The OpenAPI page's description of the body: one of the two shapes (the schema above is told apart in code). */
export const anyCheckoutBodyDocs = {
  oneOf: [
    { title: 'Structured address and shipping method', ...toJsonSchema(cartCheckoutSchemaFor(defaultShopCountry)) },
    { title: 'One-line address (the order form’s)', ...toJsonSchema(checkoutSchemaFor(defaultShopCountry)) },
  ],
};
