import { countryCodes } from '@phoneparts/contracts';
import { TokenService } from '../src/access/token.service';
import { LinkPurpose, OneTimeLinks } from '../src/auth/email-links/one-time-links';
import { PasswordHasher } from '../src/auth/passwords/password-hasher';
import { addresses, buyerTaxDetails, shippingMethods, stockAlerts, taxRates, users } from '../src/database/schema';
import { WITHDRAW_TOKENS, type WithdrawTokens } from '../src/stock-alerts/withdraw-tokens.provider';
import { insertPart, markPaid, placeOrder, validOrderBody, validShipment } from './catalogue-fixtures';
import { listRoutes, routeKey } from './route-list';
import { createTestApp, Persona, TestApp } from './test-app';

/**
 * Who may call what: every route of the app × {anonymous, customer A, customer B, admin} → the status
 * each gets. Each call runs on fresh data owned by customer A, so the caller is the only thing that
 * varies. A route the app serves but this table lacks fails the suite: add its row with the route.
 */
type Caller = 'anonymous' | Persona;
const callers: Caller[] = ['anonymous', 'customerA', 'customerB', 'admin'];

interface Call {
  path: string;
  body?: object;
  /** A bearer token of the caller's own to use instead of the persona's (a call that revokes it). */
  token?: string;
  /** A `Cookie` header (the refresh cookie, for the one route that reads it). */
  cookie?: string;
  /** A CSV file sent as the body (`text/csv`), for the catalogue import. */
  csv?: string;
}
interface Row {
  route: string;
  /** Builds the request on fresh data for one caller. */
  call(fx: Fixtures, caller: Caller): Promise<Call> | Call;
  /** Expected status for: anonymous, customerA (the owner), customerB, admin. */
  expect: [number, number, number, number];
}

const newPart = {
  name: 'Matrix part',
  picture: '/images/parts/x.svg',
  description: 'd',
  price: 10,
  minQuantity: 1,
  availableQuantity: 5,
};
const goodCard = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
const profile = {
  education: 'BSc',
  location: 'Dhaka',
  phone: '+880 123 4567',
  socialLinks: 'https://social.example/a',
};
const password = 'Matrix#123';
const ukAddress = { name: 'Ann Smith', line1: '1 High Street', city: 'London', postalCode: 'EC1Y 8SY', country: 'GB' };
const shippingMethod = { name: 'Matrix post', countries: ['GB'], price: 5.95, estimate: '2–4 working days' };

// prettier-ignore
const matrix: Row[] = [
  // route                                  request on fresh data                                                              anon  A    B    admin
  { route: 'GET /health',                   call: () => ({ path: '/health' }),                                                 expect: [200, 200, 200, 200] },
  { route: 'GET /docs/json',                call: () => ({ path: '/docs/json' }),                                              expect: [200, 200, 200, 200] },
  { route: 'GET /images/*',                 call: () => ({ path: '/images/parts/iphone-12-battery.svg' }),                     expect: [200, 200, 200, 200] },
  // catalogue
  { route: 'GET /parts',                    call: () => ({ path: '/parts' }),                                                  expect: [200, 200, 200, 200] },
  { route: 'GET /parts/facets',             call: () => ({ path: '/parts/facets' }),                                           expect: [200, 200, 200, 200] },
  { route: 'GET /purchase/:id',             call: async (fx) => ({ path: `/purchase/${await fx.part()}` }),                   expect: [200, 200, 200, 200] },
  { route: 'GET /parts/sku/:sku',           call: async (fx) => ({ path: `/parts/sku/${await fx.partSku()}` }),               expect: [200, 200, 200, 200] },
  { route: 'POST /parts',                   call: () => ({ path: '/parts', body: { ...newPart, sku: 'MATRIX-1' } }),                                   expect: [401, 403, 403, 201] },
  { route: 'PATCH /updatepart',             call: async (fx) => ({ path: '/updatepart', body: { id: await fx.part(), version: 1, ...newPart } }), expect: [401, 403, 403, 200] },
  { route: 'PATCH /parts',                  call: async (fx) => ({ path: '/parts', body: { _id: await fx.part(), version: 1, availableQuantity: 3 } }), expect: [401, 403, 403, 200] },
  { route: 'DELETE /parts/:id',             call: async (fx) => ({ path: `/parts/${await fx.part()}` }),                       expect: [401, 403, 403, 200] },
  // quick order and order again: the caller's own cart; an order again only by the order's owner
  { route: 'POST /cart/preview',            call: () => ({ path: '/cart/preview', body: { format: 'text', content: 'MATRIX-NONE 1' } }), expect: [401, 200, 200, 200] },
  { route: 'POST /cart/lines',              call: async (fx) => ({ path: '/cart/lines', body: { lines: [{ partId: await fx.part(), quantity: 1 }] } }), expect: [401, 200, 200, 200] },
  { route: 'POST /myOrders/:id/reorder',    call: async (fx) => ({ path: `/myOrders/${await fx.order()}/reorder` }),           expect: [401, 200, 403, 403] },
  // reviews
  { route: 'GET /reviews',                  call: () => ({ path: '/reviews' }),                                                expect: [200, 200, 200, 200] },
  { route: 'POST /reviews',                 call: () => ({ path: '/reviews', body: { ratings: 5, comment: 'Great' } }),        expect: [401, 201, 201, 201] },
  // cart: every signed-in caller has their own (nothing names another account's)
  { route: 'GET /cart',                     call: () => ({ path: '/cart' }),                                                   expect: [401, 200, 200, 200] },
  { route: 'PUT /cart/lines/:partId',       call: async (fx) => ({ path: `/cart/lines/${await fx.part()}`, body: { quantity: 1 } }), expect: [401, 200, 200, 200] },
  { route: 'POST /cart/lines/:partId',      call: async (fx) => ({ path: `/cart/lines/${await fx.part()}`, body: { quantity: 1 } }), expect: [401, 200, 200, 200] },
  { route: 'DELETE /cart/lines/:partId',    call: async (fx) => ({ path: `/cart/lines/${await fx.part()}` }),                  expect: [401, 200, 200, 200] },
  { route: 'DELETE /cart',                  call: () => ({ path: '/cart' }),                                                   expect: [401, 200, 200, 200] },
  { route: 'POST /cart/checkout',           call: async (fx, caller) => { await fx.cartLine(caller); return { path: '/cart/checkout', body: validOrderBody }; }, expect: [401, 201, 201, 201] },
  // a saved address names the caller's own book: another account's is a 404, nothing quoted or placed
  { route: 'POST /cart/shipping-methods',   call: async (fx) => ({ path: '/cart/shipping-methods', body: { addressId: await fx.address() } }), expect: [401, 200, 404, 404] },
  { route: 'POST /cart/quote',              call: async (fx, caller) => { await fx.cartLine(caller); return { path: '/cart/quote', body: { addressId: await fx.address(), shippingMethodId: await fx.shippingMethod() } }; }, expect: [401, 200, 404, 404] },
  { route: 'POST /cart/checkout',           call: async (fx, caller) => { await fx.cartLine(caller); return { path: '/cart/checkout', body: { phone: '+44 20 7946 0958', addressId: await fx.address(), shippingMethodId: await fx.shippingMethod() } }; }, expect: [401, 201, 404, 404] },
  // back in stock: a buyer's own requests; counts for admins; the mailed link works for whoever holds it
  { route: 'POST /stock-alerts',            call: async (fx) => ({ path: '/stock-alerts', body: { partId: await fx.outOfStockPart() } }), expect: [401, 201, 201, 201] },
  { route: 'GET /stock-alerts',             call: () => ({ path: '/stock-alerts' }),                                           expect: [401, 200, 200, 200] },
  { route: 'GET /stock-alerts/waiting',     call: async (fx) => ({ path: `/stock-alerts/waiting?parts=${await fx.part()}` }),  expect: [401, 403, 403, 200] },
  { route: 'POST /stock-alerts/withdraw',   call: async (fx) => ({ path: '/stock-alerts/withdraw', body: { token: fx.withdrawToken(await fx.stockAlert()) } }), expect: [200, 200, 200, 200] },
  { route: 'DELETE /stock-alerts/:id',      call: async (fx) => ({ path: `/stock-alerts/${await fx.stockAlert()}` }),          expect: [401, 200, 404, 404] },
  // orders
  { route: 'POST /myOrders',                call: async (fx) => ({ path: '/myOrders', body: { productId: await fx.part(), quantity: 1, ...validOrderBody } }), expect: [401, 201, 201, 201] },
  { route: 'GET /myOrders',                 call: () => ({ path: '/myOrders' }),                                               expect: [401, 403, 403, 200] },
  { route: 'GET /myOrders/:email',          call: (fx) => ({ path: `/myOrders/${fx.t.accounts.customerA.email}` }),            expect: [401, 200, 403, 200] },
  { route: 'GET /myOrders/payment/:id',     call: async (fx) => ({ path: `/myOrders/payment/${await fx.order()}` }),           expect: [401, 200, 403, 403] },
  { route: 'DELETE /myOrders/:id',          call: async (fx) => ({ path: `/myOrders/${await fx.order()}` }),                   expect: [401, 200, 403, 200] },
  { route: 'GET /myOrders/order/:id',       call: async (fx) => ({ path: `/myOrders/order/${await fx.order()}` }),             expect: [401, 200, 403, 200] },
  { route: 'GET /myOrders/:id/invoice.pdf',  call: async (fx) => ({ path: `/myOrders/${await fx.invoicedOrder()}/invoice.pdf` }), expect: [401, 200, 403, 200] },
  // returns: the buyer's own order (another account's is a 404, as if it did not exist); the admin works them
  { route: 'POST /myOrders/:id/returns',    call: async (fx) => { const { orderId, lineId } = await fx.shippedOrder(); return { path: `/myOrders/${orderId}/returns`, body: { lines: [{ lineId, quantity: 1 }], reason: 'wrong_part' } }; }, expect: [401, 201, 404, 404] },
  { route: 'GET /myOrders/:id/returns',     call: async (fx) => ({ path: `/myOrders/${(await fx.returnIn('requested')).orderId}/returns` }), expect: [401, 200, 404, 200] },
  { route: 'GET /myOrders/:id/returns/:returnId/credit-note.pdf', call: async (fx) => { const r = await fx.returnIn('refunded'); return { path: `/myOrders/${r.orderId}/returns/${r.returnId}/credit-note.pdf` }; }, expect: [401, 200, 404, 200] },
  { route: 'GET /admin/returns',            call: () => ({ path: '/admin/returns?status=requested' }),                          expect: [401, 403, 403, 200] },
  { route: 'POST /admin/returns/:id/approve', call: async (fx) => ({ path: `/admin/returns/${(await fx.returnIn('requested')).returnId}/approve` }), expect: [401, 403, 403, 200] },
  { route: 'POST /admin/returns/:id/refuse', call: async (fx) => ({ path: `/admin/returns/${(await fx.returnIn('requested')).returnId}/refuse`, body: { reason: 'Opened and used' } }), expect: [401, 403, 403, 200] },
  { route: 'POST /admin/returns/:id/receive', call: async (fx) => { const r = await fx.returnIn('approved'); return { path: `/admin/returns/${r.returnId}/receive`, body: { lines: [{ lineId: r.lineId, restock: true }] } }; }, expect: [401, 403, 403, 200] },
  { route: 'POST /admin/returns/:id/refund', call: async (fx) => ({ path: `/admin/returns/${(await fx.returnIn('received')).returnId}/refund` }), expect: [401, 403, 403, 200] },
  { route: 'GET /admin/returns/:id/credit-note.pdf', call: async (fx) => ({ path: `/admin/returns/${(await fx.returnIn('refunded')).returnId}/credit-note.pdf` }), expect: [401, 403, 403, 200] },
  { route: 'POST /myOrders/:id/ship',       call: async (fx) => ({ path: `/myOrders/${await fx.paidOrder()}/ship`, body: validShipment }), expect: [401, 403, 403, 200] },
  // payments
  { route: 'POST /create-payment-intent',   call: async (fx) => ({ path: '/create-payment-intent', body: { orderId: await fx.order() } }), expect: [401, 200, 403, 403] },
  { route: 'POST /payments/sandbox/confirm', call: async (fx) => ({ path: '/payments/sandbox/confirm', body: { clientSecret: (await fx.intent()).clientSecret, ...goodCard } }), expect: [200, 200, 200, 200] },
  { route: 'PATCH /myOrders/:id',           call: async (fx) => { const paid = await fx.confirmedIntent(); return { path: `/myOrders/${paid.orderId}`, body: { transactionId: paid.intentId } }; }, expect: [401, 200, 403, 403] },
  // Stripe's webhook: signed by the provider, not by a user; the sandbox provider sends none (404 for all).
  { route: 'POST /payments/webhook',        call: () => ({ path: '/payments/webhook', body: {} }),                             expect: [404, 404, 404, 404] },
  // users: "self" is customer A
  { route: 'PUT /user/:email',              call: (fx) => ({ path: `/user/${fx.t.accounts.customerA.email}`, body: profile }), expect: [401, 200, 403, 403] },
  { route: 'GET /user/:email',              call: (fx) => ({ path: `/user/${fx.t.accounts.customerA.email}` }),                expect: [401, 200, 403, 200] },
  { route: 'GET /users',                    call: () => ({ path: '/users' }),                                                  expect: [401, 403, 403, 200] },
  { route: 'PUT /user/admin/:email',        call: async (fx) => ({ path: `/user/admin/${(await fx.user()).email}` }),          expect: [401, 403, 403, 200] },
  { route: 'DELETE /users/:id',             call: async (fx) => ({ path: `/users/${(await fx.user()).id}` }),                  expect: [401, 403, 403, 200] },
  { route: 'GET /admin/overview',           call: () => ({ path: '/admin/overview' }),                                         expect: [401, 403, 403, 200] },
  { route: 'POST /admin/catalogue/import', call: () => ({ path: '/admin/catalogue/import?dryRun=true', csv: 'sku,name\nMATRIX-CSV-1,Matrix\n' }), expect: [401, 403, 403, 201] },
  { route: 'GET /admin/catalogue/export.csv', call: () => ({ path: '/admin/catalogue/export.csv' }),                          expect: [401, 403, 403, 200] },
  { route: 'GET /admin/orders/export.csv',  call: () => ({ path: '/admin/orders/export.csv?from=2020-01-01' }),                expect: [401, 403, 403, 200] },
  { route: 'GET /admin/parts/low-stock',    call: () => ({ path: '/admin/parts/low-stock' }),                                  expect: [401, 403, 403, 200] },
  { route: 'GET /admin/web-vitals',         call: () => ({ path: '/admin/web-vitals' }),                                       expect: [401, 403, 403, 200] },
  // Field Core Web Vitals: any visitor's browser sends them, signed in or not.
  { route: 'POST /web-vitals',              call: () => ({ path: '/web-vitals', body: { page: '/', lcp: 1200 } }),             expect: [204, 204, 204, 204] },
  { route: 'GET /admin/:email',             call: (fx) => ({ path: `/admin/${fx.t.accounts.customerA.email}` }),               expect: [401, 200, 403, 200] },
  // identity: credentials (password, mailed token, provider) are what opens these, not a bearer token
  { route: 'POST /auth/signup',             call: (fx) => ({ path: '/auth/signup', body: { name: 'M', email: fx.newEmail(), password } }), expect: [201, 201, 201, 201] },
  { route: 'POST /auth/login',              call: async (fx) => ({ path: '/auth/login', body: { email: (await fx.user(password)).email, password } }), expect: [200, 200, 200, 200] },
  // Renewal: the refresh cookie of a fresh sign-in is the credential, whoever else the caller is.
  { route: 'POST /auth/refresh',            call: async (fx) => ({ path: '/auth/refresh', cookie: await fx.refreshCookie(password) }), expect: [200, 200, 200, 200] },
  { route: 'GET /auth/me',                  call: () => ({ path: '/auth/me' }),                                                expect: [401, 200, 200, 200] },
  // Signing out revokes the caller's tokens: each call signs out a fresh account of the caller's role.
  { route: 'POST /auth/logout',             call: async (fx, caller) => ({ path: '/auth/logout', token: await fx.tokenLike(caller) }), expect: [401, 200, 200, 200] },
  { route: 'POST /auth/verify-email',       call: async (fx) => ({ path: '/auth/verify-email', body: { token: await fx.link('verify_email') } }), expect: [200, 200, 200, 200] },
  { route: 'POST /auth/verify-email/resend', call: () => ({ path: '/auth/verify-email/resend' }),                              expect: [401, 200, 200, 200] },
  { route: 'POST /auth/password-reset',     call: (fx) => ({ path: '/auth/password-reset', body: { email: fx.newEmail() } }),  expect: [200, 200, 200, 200] },
  { route: 'POST /auth/password-reset/confirm', call: async (fx) => ({ path: '/auth/password-reset/confirm', body: { token: await fx.link('password_reset'), password } }), expect: [200, 200, 200, 200] },
  { route: 'GET /auth/providers',           call: () => ({ path: '/auth/providers' }),                                         expect: [200, 200, 200, 200] },
  // Google is not configured here: the start says so (404), the callback sends the browser back to /login.
  { route: 'GET /auth/google',              call: () => ({ path: '/auth/google' }),                                            expect: [404, 404, 404, 404] },
  // The end of a Google sign-in: a one-time code and the verifier of the tab that started it (none here: 400 for all).
  { route: 'POST /auth/google/exchange',    call: () => ({ path: '/auth/google/exchange', body: { code: 'no-such-code', verifier: 'v' } }), expect: [400, 400, 400, 400] },
  // account self-service: no route names an account, each acts on the caller's own. The calls that change
  // the account get a fresh one of the caller's role, with a password, so the personas stay as they are.
  { route: 'POST /account/password',        call: async (fx, caller) => ({ path: '/account/password', body: { currentPassword: password, newPassword: 'Changed#123' }, token: await fx.tokenLike(caller, password) }), expect: [401, 200, 200, 200] },
  { route: 'POST /account/email',           call: async (fx, caller) => ({ path: '/account/email', body: { currentPassword: password, newEmail: fx.newEmail() }, token: await fx.tokenLike(caller, password) }), expect: [401, 200, 200, 200] },
  { route: 'POST /account/email/confirm',   call: async (fx) => ({ path: '/account/email/confirm', body: { token: await fx.link('change_email') } }), expect: [200, 200, 200, 200] },
  { route: 'POST /account/delete',          call: async (fx, caller) => ({ path: '/account/delete', body: { password }, token: await fx.tokenLike(caller, password) }), expect: [401, 200, 200, 200] },
  { route: 'GET /account',                  call: () => ({ path: '/account' }),                                                expect: [401, 200, 200, 200] },
  { route: 'GET /account/export',           call: () => ({ path: '/account/export' }),                                         expect: [401, 200, 200, 200] },
  // address book: the caller's own; another account's address is a 404 (as if it did not exist), for admins too
  { route: 'GET /account/addresses',        call: () => ({ path: '/account/addresses' }),                                      expect: [401, 200, 200, 200] },
  { route: 'POST /account/addresses',       call: () => ({ path: '/account/addresses', body: ukAddress }),                     expect: [401, 201, 201, 201] },
  { route: 'PATCH /account/addresses/:id',  call: async (fx) => ({ path: `/account/addresses/${await fx.address()}`, body: { city: 'Leeds', postalCode: 'LS1 4AP' } }), expect: [401, 200, 404, 404] },
  { route: 'DELETE /account/addresses/:id', call: async (fx) => ({ path: `/account/addresses/${await fx.address()}` }),        expect: [401, 200, 404, 404] },
  // shipping and tax: the admin runs them; a buyer keeps its own company name and tax ID
  { route: 'GET /admin/shipping-methods',   call: () => ({ path: '/admin/shipping-methods' }),                                 expect: [401, 403, 403, 200] },
  { route: 'POST /admin/shipping-methods',  call: () => ({ path: '/admin/shipping-methods', body: shippingMethod }),           expect: [401, 403, 403, 201] },
  { route: 'PATCH /admin/shipping-methods/:id', call: async (fx) => ({ path: `/admin/shipping-methods/${await fx.shippingMethod()}`, body: { active: false } }), expect: [401, 403, 403, 200] },
  { route: 'DELETE /admin/shipping-methods/:id', call: async (fx) => ({ path: `/admin/shipping-methods/${await fx.shippingMethod()}` }), expect: [401, 403, 403, 200] },
  { route: 'GET /admin/tax-rates',          call: () => ({ path: '/admin/tax-rates' }),                                        expect: [401, 403, 403, 200] },
  { route: 'POST /admin/tax-rates',         call: (fx) => ({ path: '/admin/tax-rates', body: { country: fx.newCountry(), rate: 20 } }), expect: [401, 403, 403, 201] },
  { route: 'PATCH /admin/tax-rates/:id',    call: async (fx) => ({ path: `/admin/tax-rates/${await fx.taxRate()}`, body: { rate: 19 } }), expect: [401, 403, 403, 200] },
  { route: 'DELETE /admin/tax-rates/:id',   call: async (fx) => ({ path: `/admin/tax-rates/${await fx.taxRate()}` }),          expect: [401, 403, 403, 200] },
  { route: 'GET /admin/tax-settings',       call: () => ({ path: '/admin/tax-settings' }),                                     expect: [401, 403, 403, 200] },
  { route: 'PUT /admin/tax-settings',       call: () => ({ path: '/admin/tax-settings', body: { pricesIncludeTax: false } }),  expect: [401, 403, 403, 200] },
  { route: 'GET /account/tax-details',      call: () => ({ path: '/account/tax-details' }),                                    expect: [401, 200, 200, 200] },
  { route: 'PUT /account/tax-details',      call: () => ({ path: '/account/tax-details', body: { companyName: 'Matrix Ltd', taxId: 'GB123456789' } }), expect: [401, 200, 200, 200] },
  { route: 'GET /admin/tax-exemptions',     call: () => ({ path: '/admin/tax-exemptions' }),                                   expect: [401, 403, 403, 200] },
  { route: 'PUT /admin/tax-exemptions/:userId', call: async (fx) => ({ path: `/admin/tax-exemptions/${await fx.buyerWithTaxId()}`, body: { taxExempt: true } }), expect: [401, 403, 403, 200] },
  { route: 'GET /auth/google/callback',     call: () => ({ path: '/auth/google/callback?code=c&state=s' }),                    expect: [302, 302, 302, 302] },
];

/** Routes served by libraries, public and read-only by design: the OpenAPI page's assets. */
const libraryRoutes = (route: string) => route.startsWith('GET /docs');

/** Fresh data for one call; orders belong to customer A. */
class Fixtures {
  constructor(readonly t: TestApp) {}

  async part(): Promise<string> {
    return (await insertPart(this.t, { minQuantity: 1, availableQuantity: 100 })).id;
  }

  async partSku(): Promise<string> {
    return (await insertPart(this.t, { minQuantity: 1, availableQuantity: 100 })).sku;
  }

  async outOfStockPart(): Promise<string> {
    return (await insertPart(this.t, { minQuantity: 2, availableQuantity: 0 })).id;
  }

  /** Customer A's waiting back-in-stock request on a fresh out-of-stock part. */
  async stockAlert(): Promise<string> {
    const [row] = await this.t.db
      .insert(stockAlerts)
      .values({ userId: this.t.accounts.customerA.id, partId: await this.outOfStockPart() })
      .returning();
    return row.id;
  }

  withdrawToken(alertId: string): string {
    return this.t.app.get<WithdrawTokens>(WITHDRAW_TOKENS).sign(alertId);
  }

  async order(): Promise<string> {
    return placeOrder(this.t, 'customerA', await this.part(), 1);
  }

  async paidOrder(): Promise<string> {
    const id = await this.order();
    await markPaid(this.t, id);
    return id;
  }

  /** An order paid through the payment module, which issues its invoice. */
  async invoicedOrder(): Promise<string> {
    const { orderId, intentId } = await this.confirmedIntent();
    await this.t.http
      .patch(`/myOrders/${orderId}`)
      .set(this.t.auth('customerA'))
      .send({ transactionId: intentId })
      .expect(200);
    return orderId;
  }

  /** An invoiced order of customer A, shipped by the admin, and its line's id. */
  async shippedOrder(): Promise<{ orderId: string; lineId: string }> {
    const orderId = await this.invoicedOrder();
    const res = await this.t.http
      .post(`/myOrders/${orderId}/ship`)
      .set(this.t.auth('admin'))
      .send(validShipment)
      .expect(200);
    return { orderId, lineId: res.body.lines[0].lineId };
  }

  /** Customer A's return of one unit of a shipped order, moved by the admin up to `status`. */
  async returnIn(
    status: 'requested' | 'approved' | 'received' | 'refunded',
  ): Promise<{ orderId: string; returnId: string; lineId: string }> {
    const { orderId, lineId } = await this.shippedOrder();
    const asked = await this.t.http
      .post(`/myOrders/${orderId}/returns`)
      .set(this.t.auth('customerA'))
      .send({ lines: [{ lineId, quantity: 1 }], reason: 'wrong_part' })
      .expect(201);
    const returnId: string = asked.body._id;
    const steps = ['approved', 'received', 'refunded'].slice(
      0,
      ['requested', 'approved', 'received', 'refunded'].indexOf(status),
    );
    for (const step of steps) {
      const [path, body] =
        step === 'approved'
          ? ['approve', {}]
          : step === 'received'
            ? ['receive', { lines: [{ lineId, restock: true }] }]
            : ['refund', {}];
      await this.t.http.post(`/admin/returns/${returnId}/${path}`).set(this.t.auth('admin')).send(body).expect(200);
    }
    return { orderId, returnId, lineId };
  }

  async intent(): Promise<{ orderId: string; clientSecret: string }> {
    const orderId = await this.order();
    const res = await this.t.http
      .post('/create-payment-intent')
      .set(this.t.auth('customerA'))
      .send({ orderId })
      .expect(200);
    return { orderId, clientSecret: res.body.clientSecret };
  }

  async confirmedIntent(): Promise<{ orderId: string; intentId: string }> {
    const { orderId, clientSecret } = await this.intent();
    const res = await this.t.http
      .post('/payments/sandbox/confirm')
      .send({ clientSecret, ...goodCard })
      .expect(200);
    return { orderId, intentId: res.body.paymentIntent.id };
  }

  /** A line in the caller's cart (an anonymous caller has no cart). */
  async cartLine(caller: Caller): Promise<void> {
    if (caller === 'anonymous') return;
    await this.t.http
      .put(`/cart/lines/${await this.part()}`)
      .set(this.t.auth(caller))
      .send({ quantity: 1 })
      .expect(200);
  }

  /** Customer A's saved address. */
  async address(): Promise<string> {
    const [row] = await this.t.db
      .insert(addresses)
      .values({ userId: this.t.accounts.customerA.id, ...ukAddress })
      .returning();
    return row.id;
  }

  async shippingMethod(): Promise<string> {
    const [row] = await this.t.db
      .insert(shippingMethods)
      .values({ name: 'Matrix post', countries: ['GB'], priceCents: 595, estimate: 'soon' })
      .returning();
    return row.id;
  }

  /** A country with no tax rate yet: each call takes the next one of the list. */
  private countries = 0;
  newCountry(): string {
    return countryCodes[this.countries++];
  }

  async taxRate(): Promise<string> {
    const [row] = await this.t.db
      .insert(taxRates)
      .values({ country: this.newCountry(), rateMilliPercent: 20_000 })
      .returning();
    return row.id;
  }

  /** A fresh buyer that entered a tax ID. */
  async buyerWithTaxId(): Promise<string> {
    const { id } = await this.user();
    await this.t.db.insert(buyerTaxDetails).values({ userId: id, taxId: 'DE123456789' });
    return id;
  }

  private emails = 0;
  newEmail(): string {
    return `matrix-${++this.emails}@test.example`;
  }

  /** A fresh customer account (with a password when one is given). */
  async user(withPassword?: string): Promise<{ id: string; email: string }> {
    const passwordHash = withPassword ? await this.t.app.get(PasswordHasher).hash(withPassword) : null;
    const [row] = await this.t.db
      .insert(users)
      .values({ email: this.newEmail(), displayName: 'M', passwordHash })
      .returning();
    return row;
  }

  /** A token of a fresh account with the caller's role (none for an anonymous caller), with a password when one is given. */
  async tokenLike(caller: Caller, withPassword?: string): Promise<string | undefined> {
    if (caller === 'anonymous') return undefined;
    const passwordHash = withPassword ? await this.t.app.get(PasswordHasher).hash(withPassword) : null;
    const [row] = await this.t.db
      .insert(users)
      .values({ email: this.newEmail(), displayName: 'M', role: caller === 'admin' ? 'admin' : null, passwordHash })
      .returning();
    return this.t.app.get(TokenService).issue(row);
  }

  /** The refresh cookie (`name=value`) a sign-in of a fresh account sets. */
  async refreshCookie(withPassword: string): Promise<string> {
    const { email } = await this.user(withPassword);
    const res = await this.t.http.post('/auth/login').send({ email, password: withPassword }).expect(200);
    return ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0].split(';')[0];
  }

  /** A valid mailed-link token of a fresh account. */
  async link(purpose: LinkPurpose): Promise<string> {
    const userId = (await this.user()).id;
    const newEmail = purpose === 'change_email' ? this.newEmail() : undefined;
    return this.t.db.transaction((tx) => this.t.app.get(OneTimeLinks).issue(tx, userId, purpose, newEmail));
  }
}

describe('authorization matrix', () => {
  let t: TestApp;
  let fx: Fixtures;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', WEB_VITALS_LIMIT_PER_MINUTE: '100000' });
    fx = new Fixtures(t);
  });
  afterAll(() => t.close());

  it('has a row for every route the app serves, and no row for a route it does not', () => {
    const all = listRoutes(t.app);
    expect(all).toEqual(expect.arrayContaining(['GET /images/*', 'DELETE /parts/:id', 'POST /myOrders/:id/ship'])); // the router was read
    const served = all.filter((r) => !libraryRoutes(r));
    const inTable = new Set(matrix.map((row) => routeKey(row.route)));
    const servedKeys = new Set(all.map(routeKey));
    expect({ missingFromTable: served.filter((r) => !inTable.has(routeKey(r))) }).toEqual({ missingFromTable: [] });
    expect({ notServed: matrix.map((row) => row.route).filter((r) => !servedKeys.has(routeKey(r))) }).toEqual({
      notServed: [],
    });
  });

  const cases = matrix.flatMap((row) => callers.map((caller, i) => [row.route, caller, row.expect[i], row] as const));
  it.each(cases)('%s as %s → %i', async (route, caller, status, row) => {
    const { path, body, token, cookie, csv } = await row.call(fx, caller);
    const method = route.split(' ')[0].toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    let request = t.http[method](path);
    if (caller !== 'anonymous') request = request.set(token ? { Authorization: `Bearer ${token}` } : t.auth(caller));
    if (cookie) request = request.set('Cookie', cookie);
    if (csv) request = request.set('content-type', 'text/csv').send(Buffer.from(csv));
    const res = await (body ? request.send(body) : request);
    expect({ status: res.status, message: res.status === status ? undefined : res.body?.message }).toEqual({
      status,
      message: undefined,
    });
  });
});
