import { shippingLimits, shippingMessages as m } from '@phoneparts/contracts';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../test/test-app';
import { shippingMethods } from '../database/schema';
import { ShippingService } from './shipping.service';
import { shippingPriceCents } from './shipping-price';

/** The admin's shipping methods over HTTP, and the offers and prices checkout gets for an order. */
describe('shipping methods', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());
  afterEach(() => t.db.delete(shippingMethods));

  const royalMail = {
    name: 'Royal Mail',
    countries: ['gb', 'IE'],
    price: 5.95,
    freeAbove: 100,
    estimate: '2–4 working days',
  };
  const create = (body: object) => t.http.post('/admin/shipping-methods').set(t.auth('admin')).send(body);
  const patch = (id: string, body: object) =>
    t.http.patch(`/admin/shipping-methods/${id}`).set(t.auth('admin')).send(body);

  it('lets admins create, list, change and delete methods; amounts in currency units', async () => {
    const created = (await create(royalMail).expect(201)).body;
    expect(created).toEqual({ _id: expect.any(String), ...royalMail, countries: ['GB', 'IE'], active: true });
    const courier = (await create({ name: 'Courier', countries: ['US'], price: 12, estimate: 'Next day' }).expect(201))
      .body;
    expect(courier).toMatchObject({ freeAbove: null, active: true });
    expect((await patch(created._id, { price: 4.5, freeAbove: null, active: false }).expect(200)).body).toMatchObject({
      price: 4.5,
      freeAbove: null,
      active: false,
    });
    const listed = (await t.http.get('/admin/shipping-methods').set(t.auth('admin')).expect(200)).body;
    expect(listed.map((x: { name: string }) => x.name)).toEqual(['Royal Mail', 'Courier']);
    await t.http.delete(`/admin/shipping-methods/${courier._id}`).set(t.auth('admin')).expect(200);
    expect(
      (await t.http.delete(`/admin/shipping-methods/${courier._id}`).set(t.auth('admin')).expect(404)).body.message,
    ).toBe(m.methodNotFound);
    expect((await patch(courier._id, { price: 1 }).expect(404)).body.message).toBe(m.methodNotFound);
  });

  it('is for admins only: customers 403, visitors 401', async () => {
    const created = (await create(royalMail).expect(201)).body;
    for (const [request, status] of [
      [t.http.get('/admin/shipping-methods'), 401],
      [t.http.post('/admin/shipping-methods').send(royalMail), 401],
      [t.http.patch(`/admin/shipping-methods/${created._id}`).send({ price: 1 }), 401],
      [t.http.delete(`/admin/shipping-methods/${created._id}`), 401],
      [t.http.get('/admin/shipping-methods').set(t.auth('customerA')), 403],
      [t.http.post('/admin/shipping-methods').set(t.auth('customerA')).send(royalMail), 403],
      [t.http.patch(`/admin/shipping-methods/${created._id}`).set(t.auth('customerA')).send({ price: 1 }), 403],
      [t.http.delete(`/admin/shipping-methods/${created._id}`).set(t.auth('customerB')), 403],
    ] as const)
      await request.expect(status);
    expect((await t.http.get('/admin/shipping-methods').set(t.auth('admin'))).body[0]).toMatchObject({ price: 5.95 });
  });

  it('refuses a negative or absurd price, unknown countries, fractions of a cent, with a message', async () => {
    const refusal = async (body: object) => (await create({ ...royalMail, ...body }).expect(400)).body.message;
    expect(await refusal({ price: -1 })).toBe(m.priceNegative);
    expect(await refusal({ price: shippingLimits.maxPrice + 1 })).toBe(m.priceMax(shippingLimits.maxPrice));
    expect(await refusal({ price: 1.005 })).toBe(m.amountCents);
    expect(await refusal({ freeAbove: 0 })).toBe(m.freeAboveInvalid(shippingLimits.maxFreeAbove));
    expect(await refusal({ countries: [] })).toBe(m.countriesRequired);
    expect(await refusal({ countries: ['GB', 'XX'] })).toBe(m.countriesInvalid);
    expect(await refusal({ countries: ['GB', 'gb'] })).toBe(m.countriesInvalid);
    expect(await refusal({ estimate: '' })).toBe(m.estimateRequired);
    expect((await patch('00000000-0000-4000-8000-000000000000', {}).expect(400)).body.message).toBe(m.nothingToChange);
    expect((await t.http.get('/admin/shipping-methods').set(t.auth('admin'))).body).toEqual([]);
  });

  it(`keeps ${shippingLimits.maxMethods} methods at most, even when admins add many at once`, async () => {
    await t.db.insert(shippingMethods).values(
      Array.from({ length: shippingLimits.maxMethods - 2 }, (_, i) => ({
        name: `M${i}`,
        countries: ['GB'],
        priceCents: 100,
        estimate: 'soon',
      })),
    );
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(royalMail)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
  });

  it('offers checkout the active methods serving the country, cheapest first, free from their goods total', async () => {
    const shipping = t.app.get(ShippingService);
    const royal = (await create(royalMail).expect(201)).body;
    const courier = (
      await create({ name: 'Courier', countries: ['GB', 'US'], price: 12, estimate: 'Next day' }).expect(201)
    ).body;
    await create({ name: 'Old post', countries: ['GB'], price: 1, estimate: 'slow', active: false }).expect(201);

    expect(await shipping.offeredFor('GB', 5_000)).toEqual([
      { id: royal._id, name: 'Royal Mail', estimate: '2–4 working days', priceCents: 595 },
      { id: courier._id, name: 'Courier', estimate: 'Next day', priceCents: 1200 },
    ]);
    expect((await shipping.offeredFor('GB', 10_000))[0].priceCents).toBe(0);
    expect((await shipping.offeredFor('GB', 9_999))[0].priceCents).toBe(595);
    expect(await shipping.offeredFor('FR', 5_000)).toEqual([]);

    expect(await shipping.chosenFor(royal._id.toUpperCase(), 'IE', 100)).toMatchObject({
      id: royal._id,
      priceCents: 595,
    });
    await expect(shipping.chosenFor(royal._id, 'US', 100)).rejects.toMatchObject({
      status: 422,
      message: m.methodNotOffered,
    });
    await expect(shipping.chosenFor(courier._id, 'FR', 100)).rejects.toMatchObject({
      status: 422,
      message: m.noMethodForCountry('France'),
    });
    await patch(courier._id, { active: false }).expect(200);
    await expect(shipping.chosenFor(courier._id, 'US', 100)).rejects.toMatchObject({ status: 422 });
    await expect(shipping.chosenFor('not-an-id', 'GB', 100)).rejects.toMatchObject({ status: 422 });
  });
});

describe('a method’s price for an order', () => {
  it('is its flat price or nothing; more goods never cost more shipping; never free without "free above"', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.option(fc.integer({ min: 1, max: 100_000_000 })),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (priceCents, freeAboveCents, goods, more) => {
          const price = shippingPriceCents({ priceCents, freeAboveCents }, goods);
          expect([0, priceCents]).toContain(price);
          expect(shippingPriceCents({ priceCents, freeAboveCents }, goods + more)).toBeLessThanOrEqual(price);
          expect(shippingPriceCents({ priceCents, freeAboveCents: null }, goods)).toBe(priceCents);
        },
      ),
    );
    expect(shippingPriceCents({ priceCents: 595, freeAboveCents: 10_000 }, 9_999)).toBe(595);
    expect(shippingPriceCents({ priceCents: 595, freeAboveCents: 10_000 }, 10_000)).toBe(0);
  });
});
