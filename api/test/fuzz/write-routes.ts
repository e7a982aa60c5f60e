import {
  addProductSchema,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailChangeSchema,
  confirmPaymentSchema,
  createOrderSchemaFor,
  createPaymentIntentSchema,
  defaultShopCountry,
  createReviewSchema,
  deleteAccountSchema,
  emailField,
  googleExchangeSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  sandboxCardSchema,
  setStockSchema,
  shipOrderSchema,
  signUpSchema,
  updateProductSchema,
  updateProfileSchemaFor,
  verifyEmailSchema,
  cartCheckoutSchemaFor,
  cartQuoteSchema,
  cartAddressChoiceSchema,
  setCartLineSchema,
  addCartUnitsSchema,
  cartPreviewSchema,
  addCartLinesSchema,
  webVitalsBeaconSchema,
  requestStockAlertSchema,
  createAddressSchema,
  updateAddressSchema,
  createShippingMethodSchema,
  updateShippingMethodSchema,
  createTaxRateSchema,
  updateTaxRateSchema,
  taxSettingsSchema,
  buyerTaxDetailsSchema,
  setTaxExemptSchema,
  withdrawStockAlertSchema,
  returnRequestSchema,
  returnRefusalSchema,
  returnReceiptSchema,
  z,
} from '@phoneparts/contracts';
import { isUuid } from '../../src/common/http/id.pipe';
import { validOrderBody, validShipment } from '../catalogue-fixtures';
import type { Persona } from '../test-app';

/** Real rows the valid parts of a request point at, so the one bad value is the only thing wrong. */
export interface FuzzFixtures {
  partId: string;
  orderId: string;
  email: Record<Persona, string>;
}

export interface FuzzedRoute {
  /** As the router lists it ("METHOD /path/:param"). */
  route: string;
  /** Who calls: someone allowed to, so that the input is what gets refused, not the caller. */
  as: Persona | 'anonymous';
  /** The path with its parameter set to `segment` (already encoded) or, without one, to a real target. */
  path(fx: FuzzFixtures, segment?: string): string;
  /** Which decoded path parameters count as bad (default: any, since none names a real row). */
  badParam?: (decoded: string) => boolean;
  /** The route's body schema and a valid body; bad bodies break one field of it. */
  body?: { schema: z.ZodObject; valid(fx: FuzzFixtures): Record<string, unknown> };
  /** Reads the raw body itself (the payment webhook checks a signature over it). */
  rawBody?: true;
}

const notAnEmail = (value: string) => !emailField.safeParse(value).success;
const product = {
  name: 'Fuzzed part',
  picture: '/images/parts/x.svg',
  description: 'A part',
  price: 10,
  minQuantity: 1,
  availableQuantity: 5,
  sku: 'FUZZ-PART-1',
  priceBands: [{ minQuantity: 10, price: 9 }],
};
const strongPassword = 'Fuzz#1234';
/** A shipping method id that names none. */
const noMethod = '00000000-0000-4000-8000-000000000000';
const ukAddress = { name: 'Ann Smith', line1: '1 High Street', city: 'London', postalCode: 'EC1Y 8SY', country: 'GB' };

/** The object schema inside a refined or transformed one (its fields are what the fuzzer breaks). */
function objectOf(schema: z.ZodType): z.ZodObject {
  let current: unknown = schema;
  while (!(current instanceof z.ZodObject)) {
    const def = (current as { def?: { in?: unknown; type?: string } }).def;
    if (def?.type !== 'pipe' || !def.in) throw new Error('not an object schema');
    current = def.in;
  }
  return current;
}

/** Every write route of the API. The spec fails when the app serves one that is not listed here. */
// prettier-ignore
export const writeRoutes: FuzzedRoute[] = [
  { route: 'POST /parts', as: 'admin', path: () => '/parts', body: { schema: addProductSchema, valid: () => product } },
  { route: 'PATCH /updatepart', as: 'admin', path: () => '/updatepart', body: { schema: updateProductSchema, valid: (fx) => ({ id: fx.partId, ...product }) } },
  { route: 'PATCH /parts', as: 'admin', path: () => '/parts', body: { schema: setStockSchema, valid: (fx) => ({ _id: fx.partId, availableQuantity: 3 }) } },
  { route: 'DELETE /parts/:id', as: 'admin', path: (fx, id = fx.partId) => `/parts/${id}` },
  { route: 'POST /reviews', as: 'customerA', path: () => '/reviews', body: { schema: createReviewSchema, valid: () => ({ ratings: 5, comment: 'Great' }) } },
  { route: 'POST /myOrders', as: 'customerA', path: () => '/myOrders', body: { schema: createOrderSchemaFor(defaultShopCountry), valid: (fx) => ({ productId: fx.partId, quantity: 1, ...validOrderBody }) } },
  { route: 'DELETE /myOrders/:id', as: 'customerA', path: (fx, id = fx.orderId) => `/myOrders/${id}` },
  { route: 'POST /myOrders/:id/ship', as: 'admin', path: (fx, id = fx.orderId) => `/myOrders/${id}/ship`, body: { schema: shipOrderSchema, valid: () => validShipment } },
  { route: 'PATCH /myOrders/:id', as: 'customerA', path: (fx, id = fx.orderId) => `/myOrders/${id}`, body: { schema: confirmPaymentSchema, valid: () => ({ transactionId: 'pi_fuzz' }) } },
  { route: 'POST /create-payment-intent', as: 'customerA', path: () => '/create-payment-intent', body: { schema: createPaymentIntentSchema, valid: (fx) => ({ orderId: fx.orderId }) } },
  { route: 'POST /payments/sandbox/confirm', as: 'anonymous', path: () => '/payments/sandbox/confirm', body: { schema: sandboxCardSchema, valid: () => ({ clientSecret: 'pi_fuzz_secret_x', cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }) } },
  { route: 'POST /payments/webhook', as: 'anonymous', path: () => '/payments/webhook', rawBody: true },
  // The catalogue import reads a CSV file as its body (its own specs send it broken files).
  { route: 'POST /admin/catalogue/import', as: 'admin', path: () => '/admin/catalogue/import', rawBody: true },
  { route: 'POST /auth/signup', as: 'anonymous', path: () => '/auth/signup', body: { schema: signUpSchema, valid: () => ({ name: 'Fuzz', email: 'fuzz@shop.example', password: strongPassword }) } },
  { route: 'POST /auth/login', as: 'anonymous', path: () => '/auth/login', body: { schema: loginSchema, valid: (fx) => ({ email: fx.email.customerA, password: strongPassword }) } },
  { route: 'POST /auth/verify-email', as: 'anonymous', path: () => '/auth/verify-email', body: { schema: verifyEmailSchema, valid: () => ({ token: 'fuzz' }) } },
  { route: 'POST /auth/verify-email/resend', as: 'customerA', path: () => '/auth/verify-email/resend' },
  // Takes no input; called anonymously (401 whatever comes with it), since signing out would revoke the persona's token.
  { route: 'POST /auth/google/exchange', as: 'anonymous', path: () => '/auth/google/exchange', body: { schema: googleExchangeSchema, valid: () => ({ code: 'fuzz', verifier: 'fuzz' }) } },
  { route: 'POST /auth/logout', as: 'anonymous', path: () => '/auth/logout' },
  // Reads only its cookie (none here: 401 whatever comes with it); refresh-rotation.int-spec fuzzes the cookie.
  { route: 'POST /auth/refresh', as: 'anonymous', path: () => '/auth/refresh' },
  { route: 'POST /auth/password-reset', as: 'anonymous', path: () => '/auth/password-reset', body: { schema: passwordResetRequestSchema, valid: (fx) => ({ email: fx.email.customerA }) } },
  { route: 'POST /auth/password-reset/confirm', as: 'anonymous', path: () => '/auth/password-reset/confirm', body: { schema: passwordResetConfirmSchema, valid: () => ({ token: 'fuzz', password: strongPassword }) } },
  // Account self-service: customer A has no password, so even a valid body changes nothing (400).
  { route: 'POST /account/password', as: 'customerA', path: () => '/account/password', body: { schema: changePasswordSchema, valid: () => ({ currentPassword: strongPassword, newPassword: 'Other#1234' }) } },
  { route: 'POST /account/email', as: 'customerA', path: () => '/account/email', body: { schema: changeEmailSchema, valid: () => ({ currentPassword: strongPassword, newEmail: 'fuzz-new@shop.example' }) } },
  { route: 'POST /account/email/confirm', as: 'anonymous', path: () => '/account/email/confirm', body: { schema: confirmEmailChangeSchema, valid: () => ({ token: 'fuzz' }) } },
  { route: 'POST /account/delete', as: 'customerA', path: () => '/account/delete', body: { schema: deleteAccountSchema, valid: () => ({ confirmation: 'not-alice@shop.example' }) } },
  { route: 'PUT /user/:email', as: 'customerA', path: (fx, email = fx.email.customerA) => `/user/${email}`, badParam: notAnEmail, body: { schema: updateProfileSchemaFor(defaultShopCountry), valid: () => ({ education: 'BSc', location: 'Dhaka', phone: '+880 123 4567', socialLinks: 'https://social.example/a' }) } },
  { route: 'PUT /user/admin/:email', as: 'admin', path: (fx, email = fx.email.customerB) => `/user/admin/${email}`, badParam: notAnEmail },
  { route: 'PUT /cart/lines/:partId', as: 'customerA', path: (fx, id = fx.partId) => `/cart/lines/${id}`, body: { schema: setCartLineSchema, valid: () => ({ quantity: 1 }) } },
  { route: 'POST /cart/lines/:partId', as: 'customerA', path: (fx, id = fx.partId) => `/cart/lines/${id}`, body: { schema: addCartUnitsSchema, valid: () => ({ quantity: 1 }) } },
  // Removing a line that is not in the cart is fine (200): only an id that names no part at all is bad.
  { route: 'DELETE /cart/lines/:partId', as: 'customerA', path: (fx, id = fx.partId) => `/cart/lines/${id}`, badParam: (id) => !isUuid(id) },
  { route: 'DELETE /cart', as: 'customerA', path: () => '/cart' },
  // The structured body (its shape decides which body a request is: the first one is fuzzed as a field of it,
  // `address` as a string). Nothing is ever placed: customer A's cart is empty and the method names none.
  { route: 'POST /cart/checkout', as: 'customerA', path: () => '/cart/checkout', body: { schema: objectOf(cartCheckoutSchemaFor(defaultShopCountry)), valid: () => ({ phone: validOrderBody.phone, address: ukAddress, shippingMethodId: noMethod, poNumber: 'PO-1', note: 'n' }) } },
  { route: 'POST /cart/quote', as: 'customerA', path: () => '/cart/quote', body: { schema: objectOf(cartQuoteSchema), valid: () => ({ address: ukAddress, shippingMethodId: noMethod }) } },
  { route: 'POST /cart/shipping-methods', as: 'customerA', path: () => '/cart/shipping-methods', body: { schema: objectOf(cartAddressChoiceSchema), valid: () => ({ addressId: '00000000-0000-4000-8000-000000000000' }) } },
  // Quick order: a preview writes nothing; a bad batch adds nothing.
  { route: 'POST /cart/preview', as: 'customerA', path: () => '/cart/preview', body: { schema: cartPreviewSchema, valid: () => ({ format: 'text', content: 'FUZZ-PART-1 1' }) } },
  { route: 'POST /cart/lines', as: 'customerA', path: () => '/cart/lines', body: { schema: addCartLinesSchema, valid: (fx) => ({ lines: [{ partId: fx.partId, quantity: 1 }] }) } },
  // Returns: customer A's order is unpaid (a valid request is a 409) and the admin's returns name none (404).
  { route: 'POST /myOrders/:id/returns', as: 'customerA', path: (fx, id = fx.orderId) => `/myOrders/${id}/returns`, body: { schema: returnRequestSchema, valid: () => ({ lines: [{ lineId: noMethod, quantity: 1 }], reason: 'wrong_part', comment: 'c' }) } },
  { route: 'POST /admin/returns/:id/approve', as: 'admin', path: (_fx, id = noMethod) => `/admin/returns/${id}/approve` },
  { route: 'POST /admin/returns/:id/refuse', as: 'admin', path: (_fx, id = noMethod) => `/admin/returns/${id}/refuse`, body: { schema: returnRefusalSchema, valid: () => ({ reason: 'Used' }) } },
  { route: 'POST /admin/returns/:id/receive', as: 'admin', path: (_fx, id = noMethod) => `/admin/returns/${id}/receive`, body: { schema: returnReceiptSchema, valid: () => ({ lines: [{ lineId: noMethod, restock: true }] }) } },
  { route: 'POST /admin/returns/:id/refund', as: 'admin', path: (_fx, id = noMethod) => `/admin/returns/${id}/refund` },
  { route: 'POST /myOrders/:id/reorder', as: 'customerA', path: (fx, id = fx.orderId) => `/myOrders/${id}/reorder` },
  { route: 'POST /web-vitals', as: 'anonymous', path: () => '/web-vitals', body: { schema: webVitalsBeaconSchema, valid: () => ({ page: '/purchase/:id', lcp: 1800, inp: 120, cls: 0.05, connection: '4g' }) } },
  // A valid body names an in-stock part (409): only the bad ones are sent, and each must be a 4xx.
  { route: 'POST /stock-alerts', as: 'customerA', path: () => '/stock-alerts', body: { schema: requestStockAlertSchema, valid: (fx) => ({ partId: fx.partId }) } },
  { route: 'POST /stock-alerts/withdraw', as: 'anonymous', path: () => '/stock-alerts/withdraw', body: { schema: withdrawStockAlertSchema, valid: () => ({ token: 'fuzz' }) } },
  { route: 'DELETE /stock-alerts/:id', as: 'customerA', path: (_fx, id = '00000000-0000-4000-8000-000000000000') => `/stock-alerts/${id}` },
  // Addresses, shipping and tax. The bodies' schemas end in a refinement or a transform (a ZodPipe or an
  // object with checks): their fields are those of the object inside.
  { route: 'POST /account/addresses', as: 'customerA', path: () => '/account/addresses', body: { schema: objectOf(createAddressSchema), valid: () => ukAddress } },
  { route: 'PATCH /account/addresses/:id', as: 'customerA', path: (_fx, id = '00000000-0000-4000-8000-000000000000') => `/account/addresses/${id}`, body: { schema: objectOf(updateAddressSchema), valid: () => ({ city: 'Leeds' }) } },
  { route: 'DELETE /account/addresses/:id', as: 'customerA', path: (_fx, id = '00000000-0000-4000-8000-000000000000') => `/account/addresses/${id}` },
  { route: 'POST /admin/shipping-methods', as: 'admin', path: () => '/admin/shipping-methods', body: { schema: createShippingMethodSchema, valid: () => ({ name: 'Fuzz post', countries: ['GB'], price: 5, estimate: 'soon' }) } },
  { route: 'PATCH /admin/shipping-methods/:id', as: 'admin', path: (_fx, id = '00000000-0000-4000-8000-000000000000') => `/admin/shipping-methods/${id}`, body: { schema: objectOf(updateShippingMethodSchema), valid: () => ({ price: 4 }) } },
  { route: 'DELETE /admin/shipping-methods/:id', as: 'admin', path: (_fx, id = '00000000-0000-4000-8000-000000000000') => `/admin/shipping-methods/${id}` },
  { route: 'POST /admin/tax-rates', as: 'admin', path: () => '/admin/tax-rates', body: { schema: objectOf(createTaxRateSchema), valid: () => ({ country: 'FR', region: null, rate: 20 }) } },
  { route: 'PATCH /admin/tax-rates/:id', as: 'admin', path: (_fx, id = '00000000-0000-4000-8000-000000000000') => `/admin/tax-rates/${id}`, body: { schema: objectOf(updateTaxRateSchema), valid: () => ({ rate: 19 }) } },
  { route: 'DELETE /admin/tax-rates/:id', as: 'admin', path: (_fx, id = '00000000-0000-4000-8000-000000000000') => `/admin/tax-rates/${id}` },
  { route: 'PUT /admin/tax-settings', as: 'admin', path: () => '/admin/tax-settings', body: { schema: taxSettingsSchema, valid: () => ({ pricesIncludeTax: false }) } },
  { route: 'PUT /account/tax-details', as: 'customerA', path: () => '/account/tax-details', body: { schema: buyerTaxDetailsSchema, valid: () => ({ companyName: 'Fuzz Ltd', taxId: 'GB123456789' }) } },
  { route: 'PUT /admin/tax-exemptions/:userId', as: 'admin', path: (_fx, id = '00000000-0000-4000-8000-000000000000') => `/admin/tax-exemptions/${id}`, body: { schema: setTaxExemptSchema, valid: () => ({ taxExempt: false }) } },
  { route: 'DELETE /users/:id', as: 'admin', path: (_fx, id = '00000000-0000-4000-8000-000000000000') => `/users/${id}` },
];

export const hasParam = (route: FuzzedRoute) => route.route.includes('/:');
