import { catalogueMessages } from '@phoneparts/contracts';
import { catalogueChanged, insertPart } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { parts } from '../database/schema';

/** Every part has a part number (SKU), unique whatever its case, set by the admin, searchable. */
const newPart = {
  name: 'iPhone 13 OLED Display Assembly',
  picture: '/images/parts/iphone-13-oled-screen.svg',
  description: 'OLED with digitizer',
  price: 129.99,
  minQuantity: 2,
  availableQuantity: 40,
  sku: 'APL-IP13-OLED-A2633',
};

describe('part numbers (SKU)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(parts);
    catalogueChanged(t);
  });

  const add = (body: Record<string, unknown>) => t.http.post('/parts').set(t.auth('admin')).send(body);
  const partOf = async (id: string) => (await t.http.get(`/purchase/${id}`).expect(200)).body;

  it('stores the SKU upper-cased and shows it on the part and in the catalogue', async () => {
    const { body } = await add({ ...newPart, sku: '  apl-ip13-oled-a2633 ' }).expect(201);
    expect((await partOf(body.insertedId)).sku).toBe('APL-IP13-OLED-A2633');
    expect((await t.http.get('/parts').expect(200)).body[0].sku).toBe('APL-IP13-OLED-A2633');
  });

  it.each([
    ['left out', undefined, catalogueMessages.skuRequired],
    ['blank', '   ', catalogueMessages.skuRequired],
    ['a number', 42, catalogueMessages.skuRequired],
    ['one character', 'A', catalogueMessages.skuInvalid],
    ['41 characters', 'A'.repeat(41), catalogueMessages.skuInvalid],
    ['a space inside', 'APL 13', catalogueMessages.skuInvalid],
    ['a slash', 'APL/13', catalogueMessages.skuInvalid],
    ['a non-ASCII letter', 'ÄPL-13', catalogueMessages.skuInvalid],
  ])('refuses a new part whose SKU is %s', async (_case, sku, message) => {
    const res = await add({ ...newPart, sku }).expect(400);
    expect(res.body.message).toBe(message);
    expect(await t.db.select().from(parts)).toEqual([]);
  });

  it('accepts 2 and 40 characters of A-Z, 0-9, dash, dot and underscore', async () => {
    await add({ ...newPart, sku: 'A1' }).expect(201);
    await add({ ...newPart, sku: 'Z'.repeat(36) + '-._9' }).expect(201);
  });

  it('refuses a second part with the same SKU, whatever its case (409 naming it)', async () => {
    await add(newPart).expect(201);
    const res = await add({ ...newPart, name: 'Another', sku: 'apl-ip13-oled-a2633' }).expect(409);
    expect(res.body.message).toBe(catalogueMessages.skuTaken('APL-IP13-OLED-A2633'));
    expect(await t.db.select().from(parts)).toHaveLength(1);
  });

  it("changes the SKU on update, keeps it when left out, refuses another part's (409)", async () => {
    const first = (await add(newPart).expect(201)).body.insertedId;
    const second = (await add({ ...newPart, sku: 'APL-IP13-OLED-B' }).expect(201)).body.insertedId;
    const { sku: _left, ...withoutSku } = newPart;
    void _left;
    const update = (id: string, version: number, body: Record<string, unknown>) =>
      t.http
        .patch('/updatepart')
        .set(t.auth('admin'))
        .send({ id, version, ...body });

    await update(first, 1, { ...withoutSku, price: 120 }).expect(200);
    expect(await partOf(first)).toMatchObject({ sku: newPart.sku, price: 120 });
    await update(first, 2, { ...withoutSku, sku: 'apl-ip13-oled-v2' }).expect(200);
    expect((await partOf(first)).sku).toBe('APL-IP13-OLED-V2');

    const taken = await update(second, 1, { ...withoutSku, sku: 'APL-IP13-OLED-V2' }).expect(409);
    expect(taken.body.message).toBe(catalogueMessages.skuTaken('APL-IP13-OLED-V2'));
    expect((await partOf(second)).sku).toBe('APL-IP13-OLED-B');
    const blank = await update(second, 1, { ...withoutSku, sku: '' }).expect(400);
    expect(blank.body.message).toBe(catalogueMessages.skuRequired);
  });

  it('finds a part by its whole SKU or a piece of it, with or without the dashes', async () => {
    await add(newPart).expect(201);
    await add({ ...newPart, name: 'Galaxy S22 AMOLED Screen', sku: 'SAM-S22-AMOLED-S901' }).expect(201);
    const names = async (q: string) =>
      ((await t.http.get('/parts').query({ q }).expect(200)).body as { name: string }[]).map((p) => p.name);
    expect(await names('APL-IP13-OLED-A2633')).toEqual([newPart.name]);
    expect(await names('a2633')).toEqual([newPart.name]);
    expect(await names('sams22amoled')).toEqual(['Galaxy S22 AMOLED Screen']);
    expect(await names('S901 amoled')).toEqual(['Galaxy S22 AMOLED Screen']);
  });

  it('gives a part written straight into the database a SKU of its own', async () => {
    const [a, b] = [await insertPart(t), await insertPart(t)];
    expect(a.sku).toMatch(/^PART-[0-9A-F]{12}$/);
    expect(b.sku).not.toBe(a.sku);
  });
});
