import { validationMessages } from '@phoneparts/contracts';
import type { Response } from 'supertest';
import { insertPart } from '../../test/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { shippingMethods } from '../database/schema';

/**
 * Every route that reads a phone reads a number without a country code in the shop's country
 * (SHOP_COUNTRY): the spec's order form, and both bodies of the cart's checkout. Stored (and answered)
 * in E.164; a number that is not valid there gets the spec's message.
 */
describe('phones read in the shop’s country', () => {
  const uk = { name: 'Ann Smith', line1: '1 High Street', city: 'London', postalCode: 'EC1Y 8SY', country: 'GB' };

  describe('a UK shop (SHOP_COUNTRY=GB)', () => {
    let t: TestApp;
    let methodId: string;
    beforeAll(async () => {
      t = await createTestApp({ SHOP_COUNTRY: 'GB', RATE_LIMIT_PER_MINUTE: '100000', MAX_UNPAID_ORDERS: '100' });
      const [method] = await t.db
        .insert(shippingMethods)
        .values({ name: 'Royal Mail', countries: ['GB'], priceCents: 0, estimate: '1–2 days' })
        .returning();
      methodId = method.id;
    });
    afterAll(() => t.close());

    const part = () => insertPart(t, { minQuantity: 1, availableQuantity: 50 });
    /** The answer to `request`, which must have `status`. */
    const answered = async (request: PromiseLike<Response>, status: number) => {
      const res = await request;
      expect([res.status, res.body.message]).toEqual([status, status < 300 ? undefined : expect.any(String)]);
      return res.body as { phone: string; message: string; order: { phone: string }; insertedId: string };
    };
    const order = async (phone: string, status: number) =>
      answered(
        t.http
          .post('/myOrders')
          .set(t.auth('customerA'))
          .send({ productId: (await part()).id, quantity: 1, phone, address: '1 High Street, London' }),
        status,
      );
    const checkout = async (body: object, status: number) => {
      await t.http
        .put(`/cart/lines/${(await part()).id}`)
        .set(t.auth('customerA'))
        .send({ quantity: 1 })
        .expect(200);
      return answered(t.http.post('/cart/checkout').set(t.auth('customerA')).send(body), status);
    };

    it('reads "020 7946 0958" as +442079460958 on the order form, and answers it so', async () => {
      const placed = await order('020 7946 0958', 201);
      expect(placed.order.phone).toBe('+442079460958');
      const read = await t.http.get(`/myOrders/order/${placed.insertedId}`).set(t.auth('customerA')).expect(200);
      expect(read.body.phone).toBe('+442079460958');
    });

    it('reads it so in both bodies of the cart’s checkout', async () => {
      const asWritten = await checkout({ phone: '020 7946 0958', address: '1 High Street, London' }, 201);
      expect(asWritten.phone).toBe('+442079460958');
      const structured = await checkout({ phone: '020 7946 0958', address: uk, shippingMethodId: methodId }, 201);
      expect(structured.phone).toBe('+442079460958');
    });

    it('still reads a number with its country code, whatever the country', async () => {
      expect((await order('+1 (212) 555-0199', 201)).order.phone).toBe('+12125550199');
    });

    it('keeps a profile phone that is a UK number in E.164, and free text as written (the spec only requires it)', async () => {
      const profile = { education: 'BSc', location: 'London', socialLinks: 'https://social.example/a' };
      const put = (phone: string) =>
        t.http
          .put(`/user/${t.accounts.customerA.email}`)
          .set(t.auth('customerA'))
          .send({ ...profile, phone })
          .expect(200);
      expect((await put('020 7946 0958')).body.phone).toBe('+442079460958');
      expect((await put('ask at the desk')).body.phone).toBe('ask at the desk');
    });

    it('refuses, with the spec’s message, a number not valid in the UK', async () => {
      // A US number written the US way, and a London number two digits short: neither is a UK number.
      for (const phone of ['(212) 555-0199', '020 7946 09']) {
        expect((await order(phone, 400)).message).toBe(validationMessages.phoneInvalid);
        for (const body of [
          { phone, address: '1 High Street, London' },
          { phone, address: uk, shippingMethodId: methodId },
        ])
          expect((await checkout(body, 400)).message).toBe(validationMessages.phoneInvalid);
      }
      await t.http.delete('/cart').set(t.auth('customerA')).expect(200);
    });
  });

  describe('a shop that names no country (the US default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    });
    afterAll(() => t.close());

    it('reads a US number written the US way, and refuses a UK number written the UK way', async () => {
      const part = await insertPart(t, { minQuantity: 1, availableQuantity: 50 });
      const order = (phone: string) =>
        t.http
          .post('/myOrders')
          .set(t.auth('customerA'))
          .send({ productId: part.id, quantity: 1, phone, address: '221B Baker Street' });
      expect((await order('(212) 555-0199').expect(201)).body.order.phone).toBe('+12125550199');
      expect((await order('020 7946 0958').expect(400)).body.message).toBe(validationMessages.phoneInvalid);
    });
  });
});
