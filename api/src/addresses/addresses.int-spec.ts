import { addressMessages as m, maxSavedAddresses, validationMessages } from '@phoneparts/contracts';
import { eq } from 'drizzle-orm';
import { createTestApp, type Persona, type TestApp } from '../../test/test-app';
import { addresses } from '../database/schema';
import { AddressesService } from './addresses.service';

/** The address book over HTTP: each account's own, one default, checked per country, bounded. */
describe('address book', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());
  afterEach(() => t.db.delete(addresses));

  const london = { name: 'Ann Smith', line1: '1 High Street', city: 'London', postalCode: 'ec1y 8sy', country: 'GB' };
  const austin = {
    name: 'Bo Diaz',
    company: 'Fix-It LLC',
    line1: '9 Main St',
    line2: 'Suite 4',
    city: 'Austin',
    region: 'tx',
    postalCode: '73301',
    country: 'US',
  };
  const list = async (persona: Persona) =>
    (await t.http.get('/account/addresses').set(t.auth(persona)).expect(200)).body as {
      _id: string;
      isDefault: boolean;
      city: string;
    }[];
  const save = (persona: Persona, body: object) => t.http.post('/account/addresses').set(t.auth(persona)).send(body);
  const change = (persona: Persona, id: string, body: object) =>
    t.http.patch(`/account/addresses/${id}`).set(t.auth(persona)).send(body);
  const remove = (persona: Persona, id: string) => t.http.delete(`/account/addresses/${id}`).set(t.auth(persona));

  it('saves addresses tidied; the first becomes the default, a later one only when asked', async () => {
    const first = (await save('customerA', london).expect(201)).body;
    expect(first).toEqual({
      _id: expect.any(String),
      name: 'Ann Smith',
      line1: '1 High Street',
      city: 'London',
      postalCode: 'EC1Y 8SY',
      country: 'GB',
      isDefault: true,
    });
    const second = (await save('customerA', austin).expect(201)).body;
    expect(second).toMatchObject({ company: 'Fix-It LLC', line2: 'Suite 4', region: 'TX', isDefault: false });
    const third = (
      await save('customerA', { ...london, city: 'Leeds', postalCode: 'LS1 4AP', isDefault: true }).expect(201)
    ).body;
    expect(third.isDefault).toBe(true);
    expect((await list('customerA')).map((a) => [a.city, a.isDefault])).toEqual([
      ['London', false],
      ['Austin', false],
      ['Leeds', true],
    ]);
    expect(await list('customerB')).toEqual([]);
  });

  it('refuses what cannot be an address, with the field’s message, saving nothing', async () => {
    const refusal = async (body: object) => (await save('customerA', body).expect(400)).body.message;
    expect(await refusal({ ...london, country: 'UK' })).toBe(m.countryUnknown);
    expect(await refusal({ ...london, postalCode: '94043' })).toBe(m.postalCodeInvalid('United Kingdom', 'EC1Y 8SY'));
    expect(await refusal({ ...austin, region: undefined })).toBe(m.regionRequired);
    expect(await refusal({ ...austin, region: 'ZZ' })).toBe(m.regionUnknown('United States'));
    expect(await refusal({ ...london, name: ' ' })).toBe(m.nameRequired);
    expect(await refusal({ ...london, line1: 'a'.repeat(201) })).toBe(validationMessages.tooLong(200));
    expect(await list('customerA')).toEqual([]);
  });

  it('changes fields checked against the merged address; makes another the default; clears an optional part', async () => {
    const a = (await save('customerA', london).expect(201)).body;
    const b = (await save('customerA', austin).expect(201)).body;
    // A new country needs a postal code (and region) of its own.
    expect((await change('customerA', a._id, { country: 'US' }).expect(400)).body.message).toBe(m.regionRequired);
    const moved = (await change('customerA', a._id, { city: 'Leeds', postalCode: 'ls1 4ap' }).expect(200)).body;
    expect(moved).toMatchObject({ city: 'Leeds', postalCode: 'LS1 4AP', isDefault: true });
    expect((await change('customerA', b._id, { isDefault: true, company: null }).expect(200)).body).toMatchObject({
      isDefault: true,
    });
    const [first, second] = await list('customerA');
    expect([first.isDefault, second.isDefault]).toEqual([false, true]);
    expect(second).not.toHaveProperty('company');
    expect((await change('customerA', a._id, {}).expect(400)).body.message).toBe(m.nothingToChange);
  });

  it('answers 404 for another account’s address, as for one that never was, and changes nothing', async () => {
    const a = (await save('customerA', london).expect(201)).body;
    for (const persona of ['customerB', 'admin'] as const) {
      expect((await change(persona, a._id, { city: 'Leeds', postalCode: 'LS1 4AP' }).expect(404)).body.message).toBe(
        m.addressNotFound,
      );
      expect((await remove(persona, a._id).expect(404)).body.message).toBe(m.addressNotFound);
    }
    await remove('customerA', 'not-an-id').expect(404);
    await remove('customerA', '00000000-0000-4000-8000-000000000000').expect(404);
    expect(await list('customerA')).toEqual([expect.objectContaining({ city: 'London', isDefault: true })]);
  });

  it('passes the default to the oldest address left when the default is deleted', async () => {
    const a = (await save('customerA', london).expect(201)).body;
    await save('customerA', austin).expect(201);
    await save('customerA', { ...london, city: 'Leeds', postalCode: 'LS1 4AP' }).expect(201);
    expect((await remove('customerA', a._id).expect(200)).body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await list('customerA')).map((x) => [x.city, x.isDefault])).toEqual([
      ['Austin', true],
      ['Leeds', false],
    ]);
  });

  it(`holds ${maxSavedAddresses} addresses at most, even when many are saved at once`, async () => {
    await t.db.insert(addresses).values(
      Array.from({ length: maxSavedAddresses - 5 }, (_, i) => ({
        userId: t.accounts.customerA.id,
        ...london,
        postalCode: 'EC1Y 8SY',
        line1: `${i} High Street`,
      })),
    );
    const answers = await Promise.all(Array.from({ length: 10 }, () => save('customerA', london)));
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(5).fill(201), ...Array(5).fill(409)]);
    expect(answers.find((r) => r.status === 409)!.body.message).toBe(m.tooManyAddresses(maxSavedAddresses));
    expect(await list('customerA')).toHaveLength(maxSavedAddresses);
  });

  it('keeps one default when two requests each make a different address the default', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++)
      ids.push((await save('customerA', { ...london, line1: `${i} Road` }).expect(201)).body._id);
    await Promise.all(ids.map((id) => change('customerA', id, { isDefault: true }).expect(200)));
    const defaults = await t.db.select().from(addresses).where(eq(addresses.isDefault, true));
    expect(defaults).toHaveLength(1);
  });

  it('gives checkout a copy of a saved address, or a new one checked the same way', async () => {
    const service = t.app.get(AddressesService);
    const a = (await save('customerA', austin).expect(201)).body;
    const userA = t.accounts.customerA.id;
    const copy = await service.addressForOrder(userA, { addressId: a._id.toUpperCase() });
    expect(copy).toEqual({ ...austin, region: 'TX' });
    await expect(service.addressForOrder(t.accounts.customerB.id, { addressId: a._id })).rejects.toMatchObject({
      status: 404,
    });
    await expect(service.addressForOrder(userA, { address: { ...london, postalCode: '1' } })).rejects.toMatchObject({
      status: 400,
    });
    expect(await service.addressForOrder(userA, { address: london })).toMatchObject({ postalCode: 'EC1Y 8SY' });
    // The copy is the order's: changing the book afterwards does not reach it.
    await change('customerA', a._id, { city: 'Dallas', postalCode: '75201' }).expect(200);
    expect(copy.city).toBe('Austin');
  });
});
