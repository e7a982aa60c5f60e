import { insertPart } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { PartsService } from './parts.service';

/** Waits until the background rebuild of the replay has finished. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
const withoutDate = (headers: Record<string, string>) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

describe('GET /parts fast path', () => {
  let t: TestApp;
  let framework: jest.SpyInstance;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    framework = jest.spyOn(t.app.get(PartsService), 'listJson');
  });
  afterAll(() => t.close());

  it('replays exactly what the framework answered (headers and body), without going through it', async () => {
    await insertPart(t, { name: 'Fast screen' });
    const first = await t.http.get('/parts').expect(200);
    await settle();
    framework.mockClear();
    const second = await t.http.get('/parts').expect(200);
    const third = await t.http.get('/parts').expect(200);
    expect(framework).not.toHaveBeenCalled();
    expect(second.text).toBe(first.text);
    expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
    expect(third.headers['content-security-policy']).toBeDefined();
    expect(third.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(third.text)[0]).toMatchObject({ name: 'Fast screen' });
  });

  it('shows a write at once', async () => {
    await t.http.get('/parts');
    await settle();
    const res = await t.http.post('/parts').set(t.auth('admin')).send({ name: 'Brand new', picture: '/p.svg', description: 'd', price: 5, minQuantity: 1, availableQuantity: 3 }).expect(201);
    const list = await t.http.get('/parts').expect(200);
    expect(list.body.map((p: { _id: string }) => p._id)).toContain(res.body.insertedId);
  });

  it('keeps CORS per origin: an allowed origin gets its header, another does not', async () => {
    for (let i = 0; i < 2; i++) {
      const allowed = await t.http.get('/parts').set('Origin', 'http://localhost:3000').expect(200);
      expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      const other = await t.http.get('/parts').set('Origin', 'https://evil.example').expect(200);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      await settle();
    }
  });

  it('leaves HEAD, query strings and other routes to the framework', async () => {
    await t.http.get('/parts');
    await settle();
    framework.mockClear();
    await t.http.head('/parts').expect(200);
    await t.http.get('/parts?sort=name').expect(200);
    expect(framework).toHaveBeenCalledTimes(2);
    await t.http.get('/purchase/not-an-id').expect(404);
  });
});
