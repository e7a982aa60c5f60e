import fc from 'fast-check';
import { apiMessages, webVitalsMaxBodyBytes, type WebVitalsSummary } from '@phoneparts/contracts';
import { sql } from 'drizzle-orm';
import { createTestApp, TestApp } from '../../test/test-app';
import { webVitalVisits } from '../database/schema';
import { WebVitalsService } from './web-vitals.service';

const day = 86_400_000;
const limitPerMinute = 3;

/** PostgreSQL's percentile_cont: linear interpolation between the two nearest ranks. */
function percentileCont(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

/** POST /web-vitals and GET /admin/web-vitals: field Core Web Vitals in, p75 per page out. */
describe('web vitals', () => {
  let t: TestApp;
  let address = 0;
  /** Each beacon from an address of its own, unless a test is about the limit. */
  const beacon = (body: unknown, from = `198.51.100.${++address}`) =>
    t.http
      .post('/web-vitals')
      .set('X-Forwarded-For', from)
      .send(body as object);
  const summary = async (): Promise<WebVitalsSummary> =>
    (await t.http.get('/admin/web-vitals').set(t.auth('admin')).expect(200)).body;

  beforeAll(
    async () =>
      (t = await createTestApp({ TRUST_PROXY_HOPS: '1', WEB_VITALS_LIMIT_PER_MINUTE: String(limitPerMinute) })),
  );
  afterAll(() => t.close());
  beforeEach(() => t.db.delete(webVitalVisits));

  it('stores a beacon (204) with the page pattern and the metrics only, nothing about the sender', async () => {
    await beacon({ page: '/purchase/:id', lcp: 1834.2, inp: 96, cls: 0.02, connection: '4g' }).expect(204);
    const rows = await t.db.select().from(webVitalVisits);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]).sort()).toEqual(['cls', 'connection', 'id', 'inpMs', 'lcpMs', 'page', 'recordedAt']);
    expect(rows[0]).toMatchObject({ page: '/purchase/:id', lcpMs: 1834.2, inpMs: 96, cls: 0.02, connection: '4g' });
  });

  it('takes the JSON as text/plain, as navigator.sendBeacon sends it without a preflight', async () => {
    await t.http
      .post('/web-vitals')
      .set('X-Forwarded-For', '198.51.100.250')
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(JSON.stringify({ page: '/', cls: 0 }))
      .expect(204);
    expect(await t.db.select().from(webVitalVisits)).toMatchObject([{ page: '/', cls: 0, lcpMs: null }]);
  });

  it.each([
    [{ page: '/purchase/0b8f5a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', lcp: 1 }, 'page must be a route pattern of the shop'],
    [{ page: '/?sort=price', lcp: 1 }, 'page must be a route pattern of the shop'],
    [{ page: '/', lcp: 1, userId: 'u-1' }, 'Unknown field: userId'],
    [{ page: '/', lcp: -1 }, 'LCP must be between 0 and 30000 of milliseconds'],
    [{ page: '/', lcp: 30_001 }, 'LCP must be between 0 and 30000 of milliseconds'],
    [{ page: '/', inp: 10_001 }, 'INP must be between 0 and 10000 of milliseconds'],
    [{ page: '/', cls: 5.01 }, 'CLS must be between 0 and 5'],
    [{ page: '/', lcp: '1200' }, 'LCP must be a number of milliseconds'],
    [{ page: '/', lcp: 1, connection: 'fiber' }, 'connection must be slow-2g, 2g, 3g or 4g'],
    [{ page: '/' }, 'A beacon needs at least one of lcp, inp and cls'],
    [[{ page: '/', lcp: 1 }], apiMessages.invalidBody],
  ])('answers 400 with a readable message to %j', async (body, message) => {
    const res = await beacon(body).expect(400);
    expect(res.body.message).toContain(message);
    expect(await t.db.select().from(webVitalVisits)).toEqual([]);
  });

  it('answers 400 to text that is not JSON, and 413 to a body above the beacon size', async () => {
    await t.http.post('/web-vitals').set('Content-Type', 'text/plain').send('{"page": "/", ').expect(400);
    const big = JSON.stringify({ page: '/', lcp: 1, pad: 'x'.repeat(webVitalsMaxBodyBytes) });
    const res = await beacon(big).set('Content-Type', 'application/json').expect(413);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('limits beacons per address, counting an IPv6 /64 as one address', async () => {
    const sent = [];
    for (let i = 0; i <= limitPerMinute; i++)
      sent.push(await beacon({ page: '/', lcp: 1000 }, `2001:db8:7:7::${i + 1}`));
    expect(sent.map((r) => r.status)).toEqual([...Array<number>(limitPerMinute).fill(204), 429]);
    expect(sent[limitPerMinute].headers['retry-after']).toMatch(/^\d+$/);
    await beacon({ page: '/', lcp: 1000 }, '2001:db8:7:8::1').expect(204);
    expect(await t.db.select().from(webVitalVisits)).toHaveLength(limitPerMinute + 1);
  });

  it('shows the figures to admins only', async () => {
    await t.http.get('/admin/web-vitals').expect(401);
    await t.http.get('/admin/web-vitals').set(t.auth('customerA')).expect(403);
  });

  it('gives each page the 75th percentile of each metric over the visits that reported it, with their count', async () => {
    const value = (max: number) => fc.double({ min: 0, max, noNaN: true, noDefaultInfinity: true });
    const visit = fc.record({
      page: fc.constantFrom('/', '/purchase/:id', '/cart'),
      lcp: fc.option(value(60_000), { nil: undefined }),
      inp: fc.option(value(60_000), { nil: undefined }),
      cls: value(10),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(visit, { minLength: 1, maxLength: 40 }), async (visits) => {
        await t.db.delete(webVitalVisits);
        await t.db
          .insert(webVitalVisits)
          .values(visits.map((v) => ({ page: v.page, lcpMs: v.lcp ?? null, inpMs: v.inp ?? null, cls: v.cls })));
        const { days, pages } = await summary();
        expect(days).toBe(7);
        expect(pages.map((p) => p.page)).toEqual([...new Set(visits.map((v) => v.page))].sort());
        for (const { page, ...metrics } of pages) {
          const onPage = visits.filter((v) => v.page === page);
          for (const [name, key] of [
            ['LCP', 'lcp'],
            ['INP', 'inp'],
            ['CLS', 'cls'],
          ] as const) {
            const reported = onPage.map((v) => v[key]).filter((v): v is number => v !== undefined);
            expect(metrics[name].samples).toBe(reported.length);
            if (reported.length === 0) expect(metrics[name].p75).toBeNull();
            else expect(metrics[name].p75).toBeCloseTo(percentileCont(reported, 0.75), 6);
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it('counts the last 7 days only, and the sweep deletes visits older than 8 days', async () => {
    const ago = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;
    await t.db.insert(webVitalVisits).values([
      { page: '/', lcpMs: 1000, recordedAt: ago(day) },
      { page: '/', lcpMs: 9000, recordedAt: ago(7.5 * day) },
      { page: '/cart', lcpMs: 9000, recordedAt: ago(9 * day) },
    ]);
    expect((await summary()).pages).toEqual([
      { page: '/', LCP: { p75: 1000, samples: 1 }, INP: { p75: null, samples: 0 }, CLS: { p75: null, samples: 0 } },
    ]);
    await t.app.get(WebVitalsService).sweep();
    const left = await t.db.select({ page: webVitalVisits.page, lcpMs: webVitalVisits.lcpMs }).from(webVitalVisits);
    expect(left.sort((a, b) => a.lcpMs! - b.lcpMs!)).toEqual([
      { page: '/', lcpMs: 1000 },
      { page: '/', lcpMs: 9000 },
    ]);
  });
});
