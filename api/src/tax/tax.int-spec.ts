import { maxTaxRates, taxMessages as m } from '@phoneparts/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buyerTaxDetails, taxRates } from '../database/schema';
import { TaxService } from './tax.service';

/** Tax over HTTP: the admin's rates and price basis, buyers' tax IDs and exemptions, an order's tax. */
describe('tax', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());
  afterEach(async () => {
    await t.db.delete(taxRates);
    await t.db.delete(buyerTaxDetails);
    await t.http.put('/admin/tax-settings').set(t.auth('admin')).send({ pricesIncludeTax: false }).expect(200);
  });

  const admin = () => t.auth('admin');
  const addRate = (body: object) => t.http.post('/admin/tax-rates').set(admin()).send(body);
  const rates = async () => (await t.http.get('/admin/tax-rates').set(admin()).expect(200)).body;

  describe('rates', () => {
    it('lets admins keep a rate per country and per region; percent on the wire', async () => {
      const gb = (await addRate({ country: 'gb', rate: 20 }).expect(201)).body;
      expect(gb).toEqual({ _id: expect.any(String), country: 'GB', region: null, rate: 20 });
      await addRate({ country: 'US', region: 'ny', rate: 8.875 }).expect(201);
      await addRate({ country: 'US', region: 'TX', rate: 6.25 }).expect(201);
      expect(await rates()).toEqual([
        expect.objectContaining({ country: 'GB', region: null, rate: 20 }),
        expect.objectContaining({ country: 'US', region: 'NY', rate: 8.875 }),
        expect.objectContaining({ country: 'US', region: 'TX', rate: 6.25 }),
      ]);
      expect(
        (await t.http.patch(`/admin/tax-rates/${gb._id}`).set(admin()).send({ rate: 17.5 }).expect(200)).body.rate,
      ).toBe(17.5);
      await t.http.delete(`/admin/tax-rates/${gb._id}`).set(admin()).expect(200);
      expect((await t.http.delete(`/admin/tax-rates/${gb._id}`).set(admin()).expect(404)).body.message).toBe(
        m.rateNotFound,
      );
    });

    it('refuses a negative, absurd or over-precise rate, a region the country lacks, a second rate for a place', async () => {
      const refusal = async (body: object, status = 400) => (await addRate(body).expect(status)).body.message;
      expect(await refusal({ country: 'GB', rate: -1 })).toBe(m.rateRange);
      expect(await refusal({ country: 'GB', rate: 100.5 })).toBe(m.rateRange);
      expect(await refusal({ country: 'GB', rate: 1e9 })).toBe(m.rateRange);
      expect(await refusal({ country: 'GB', rate: 20.0001 })).toBe(m.ratePrecision);
      expect(await refusal({ country: 'GB', rate: '20' })).toBe(m.rateRequired);
      expect(await refusal({ country: 'XX', rate: 20 })).toMatch(/country/i);
      expect(await refusal({ country: 'US', region: 'ZZ', rate: 5 })).toBe(m.regionNotOfCountry);
      await addRate({ country: 'GB', rate: 20 }).expect(201);
      expect(await refusal({ country: 'GB', region: null, rate: 5 }, 409)).toBe(m.rateExists);
      const ny = (await addRate({ country: 'US', region: 'NY', rate: 4 }).expect(201)).body;
      expect(
        (await t.http.patch(`/admin/tax-rates/${ny._id}`).set(admin()).send({ region: 'ZZ' }).expect(400)).body.message,
      ).toBe(m.regionNotOfCountry);
      expect(
        (
          await t.http
            .patch(`/admin/tax-rates/${ny._id}`)
            .set(admin())
            .send({ country: 'GB', region: null })
            .expect(409)
        ).body.message,
      ).toBe(m.rateExists);
      expect(await rates()).toHaveLength(2);
    });

    it('creates one rate when two admins add the same place at once', async () => {
      const answers = await Promise.all(Array.from({ length: 4 }, () => addRate({ country: 'DE', rate: 19 })));
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    });

    it(`keeps ${maxTaxRates} rates at most`, async () => {
      await t.db
        .insert(taxRates)
        .values(
          Array.from({ length: maxTaxRates }, (_, i) => ({ country: 'US', region: `R${i}`, rateMilliPercent: 1000 })),
        );
      expect((await addRate({ country: 'GB', rate: 20 }).expect(409)).body.message).toBe(m.tooManyRates(maxTaxRates));
    });

    it('is for admins only, as is the price basis: customers 403, visitors 401', async () => {
      const gb = (await addRate({ country: 'GB', rate: 20 }).expect(201)).body;
      const calls = (auth: Record<string, string>) => [
        t.http.get('/admin/tax-rates').set(auth),
        t.http.post('/admin/tax-rates').set(auth).send({ country: 'FR', rate: 20 }),
        t.http.patch(`/admin/tax-rates/${gb._id}`).set(auth).send({ rate: 1 }),
        t.http.delete(`/admin/tax-rates/${gb._id}`).set(auth),
        t.http.get('/admin/tax-settings').set(auth),
        t.http.put('/admin/tax-settings').set(auth).send({ pricesIncludeTax: true }),
        t.http.get('/admin/tax-exemptions').set(auth),
        t.http.put(`/admin/tax-exemptions/${t.accounts.customerA.id}`).set(auth).send({ taxExempt: true }),
      ];
      for (const call of calls({})) await call.expect(401);
      for (const call of calls(t.auth('customerA'))) await call.expect(403);
      expect(await rates()).toEqual([expect.objectContaining({ country: 'GB', rate: 20 })]);
      expect((await t.http.get('/admin/tax-settings').set(admin()).expect(200)).body).toEqual({
        pricesIncludeTax: false,
      });
    });
  });

  describe('buyers’ tax details and exemptions', () => {
    const mine = (persona: 'customerA' | 'customerB') => t.http.get('/account/tax-details').set(t.auth(persona));
    const saveMine = (body: object) => t.http.put('/account/tax-details').set(t.auth('customerA')).send(body);
    const exempt = (userId: string, taxExempt: boolean) =>
      t.http.put(`/admin/tax-exemptions/${userId}`).set(admin()).send({ taxExempt });

    it('lets a buyer keep a company name and tax ID; an admin exempts that tax ID, a new one ends it', async () => {
      expect((await mine('customerA').expect(200)).body).toEqual({ companyName: null, taxId: null, taxExempt: false });
      const a = t.accounts.customerA.id;
      expect((await exempt(a, true).expect(409)).body.message).toBe(m.exemptNeedsTaxId);
      await saveMine({ companyName: ' Fix-It Ltd ', taxId: 'gb 123 456 789' }).expect(200);
      expect((await exempt(a, true).expect(200)).body).toEqual({
        companyName: 'Fix-It Ltd',
        taxId: 'GB 123 456 789',
        taxExempt: true,
      });
      const listed = (await t.http.get('/admin/tax-exemptions').set(admin()).expect(200)).body;
      expect(listed).toEqual([
        {
          userId: a,
          email: t.accounts.customerA.email,
          companyName: 'Fix-It Ltd',
          taxId: 'GB 123 456 789',
          taxExempt: true,
        },
      ]);
      // The same ID again keeps the exemption; another ID ends it.
      await saveMine({ companyName: 'Fix-It Group', taxId: 'GB 123 456 789' }).expect(200);
      expect((await mine('customerA')).body.taxExempt).toBe(true);
      expect((await saveMine({ companyName: 'Fix-It Group', taxId: 'GB999999973' }).expect(200)).body.taxExempt).toBe(
        false,
      );
      expect((await mine('customerB')).body).toEqual({ companyName: null, taxId: null, taxExempt: false });
      expect((await saveMine({ companyName: null, taxId: '!' }).expect(400)).body.message).toBe(m.taxIdInvalid);
      expect((await exempt('00000000-0000-4000-8000-000000000000', true).expect(404)).body.message).toBe(
        m.buyerNotFound,
      );
    });
  });

  describe('the tax of an order', () => {
    const order = (over: object = {}) => ({
      buyerId: t.accounts.customerA.id,
      country: 'US',
      region: 'ny',
      lines: [
        { unitPriceCents: 4999, quantity: 2 },
        { unitPriceCents: 1250, quantity: 3 },
      ],
      shippingCents: 595,
      ...over,
    });

    it('takes the region’s rate over the country’s, the country’s elsewhere, none where the shop keeps none', async () => {
      const tax = t.app.get(TaxService);
      await addRate({ country: 'US', rate: 5 }).expect(201);
      await addRate({ country: 'US', region: 'NY', rate: 8.875 }).expect(201);
      const ny = await tax.taxOrder(order());
      expect(ny).toMatchObject({ goods: 13_748, rateMilliPercent: 8_875, pricesIncludeTax: false, exemptTaxId: null });
      // 9998 × 8.875 % = 887.3 → 887; 3750 → 332.8 → 333; 595 → 52.8 → 53.
      expect(ny.lines.map((l) => l.tax)).toEqual([887, 333]);
      expect(ny).toMatchObject({ shipping: { net: 595, tax: 53 }, tax: 1273, total: 13_748 + 595 + 1273 });
      expect((await tax.taxOrder(order({ region: 'TX' }))).rateMilliPercent).toBe(5_000);
      expect((await tax.taxOrder(order({ region: null }))).rateMilliPercent).toBe(5_000);
      expect(await tax.taxOrder(order({ country: 'GB', region: null }))).toMatchObject({ tax: 0, total: 13_748 + 595 });
    });

    it('in gross mode takes the tax out of the prices; an exempt buyer pays none and its order names the ID', async () => {
      const tax = t.app.get(TaxService);
      await addRate({ country: 'GB', rate: 20 }).expect(201);
      await t.http.put('/admin/tax-settings').set(admin()).send({ pricesIncludeTax: true }).expect(200);
      const gross = await tax.taxOrder(
        order({ country: 'GB', region: null, lines: [{ unitPriceCents: 1200, quantity: 1 }], shippingCents: 600 }),
      );
      expect(gross).toMatchObject({
        goods: 1000,
        shipping: { net: 500, tax: 100 },
        tax: 300,
        total: 1800,
        pricesIncludeTax: true,
      });

      await t.http
        .put('/account/tax-details')
        .set(t.auth('customerA'))
        .send({ companyName: 'Fix-It Ltd', taxId: 'GB123456789' })
        .expect(200);
      await t.http
        .put(`/admin/tax-exemptions/${t.accounts.customerA.id}`)
        .set(admin())
        .send({ taxExempt: true })
        .expect(200);
      const exempt = await tax.taxOrder(
        order({ country: 'GB', region: null, lines: [{ unitPriceCents: 1200, quantity: 1 }], shippingCents: 600 }),
      );
      expect(exempt).toMatchObject({
        goods: 1000,
        shipping: { net: 500, tax: 0 },
        tax: 0,
        total: 1500,
        rateMilliPercent: 0,
        exemptTaxId: 'GB123456789',
      });
      expect(m.taxExempt(exempt.exemptTaxId!)).toBe('Tax exempt: GB123456789');
    });
  });
});
