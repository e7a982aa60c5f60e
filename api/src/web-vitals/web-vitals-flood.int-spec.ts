import type { WebVitalsSummary } from '@phoneparts/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { webVitalVisits } from '../database/schema';

/**
 * A flood of beacons cannot set the admin's speed figures: one client (an address, an IPv6 /64)
 * counts at most WEB_VITALS_VISITS_PER_PAGE_PER_DAY visits per page a day, and a value above what a
 * browser reports is refused. The reproduction: 150 beacons at the maxima from 5 addresses.
 */
describe('web vitals under a flood of beacons', () => {
  const perPageDay = 3;
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await createTestApp({
        TRUST_PROXY_HOPS: '1',
        WEB_VITALS_LIMIT_PER_MINUTE: '1000',
        WEB_VITALS_VISITS_PER_PAGE_PER_DAY: String(perPageDay),
      })),
  );
  afterAll(() => t.close());
  beforeEach(() => t.db.delete(webVitalVisits));

  const beacon = (body: object, from: string) => t.http.post('/web-vitals').set('X-Forwarded-For', from).send(body);
  const lcpOfHome = async () => {
    const summary: WebVitalsSummary = (await t.http.get('/admin/web-vitals').set(t.auth('admin')).expect(200)).body;
    return summary.pages.find((row) => row.page === '/')!.LCP;
  };

  it('counts a few visits per client, page and day: 150 beacons from 5 addresses do not outvote 60 visitors', async () => {
    for (let visitor = 1; visitor <= 60; visitor++)
      await beacon({ page: '/', lcp: 1200 + visitor * 10 }, `198.51.100.${visitor}`).expect(204);
    for (let i = 0; i < 150; i++)
      // Answered like any beacon (a browser does nothing with the answer); 15 of 75 visits stay under the p75.
      await beacon({ page: '/', lcp: 30_000, inp: 10_000, cls: 5 }, `203.0.113.${(i % 5) + 1}`).expect(204);
    const lcp = await lcpOfHome();
    expect(lcp.samples).toBe(60 + 5 * perPageDay);
    expect(lcp.p75).toBeLessThan(2500);
  });

  it('counts an IPv6 /64 as one client, and each page apart', async () => {
    for (let i = 1; i <= 10; i++) await beacon({ page: '/', lcp: 1000 }, `2001:db8:5:5::${i}`).expect(204);
    await beacon({ page: '/cart', lcp: 1000 }, '2001:db8:5:5::99').expect(204);
    expect(await t.db.select().from(webVitalVisits)).toHaveLength(perPageDay + 1);
  });

  it('refuses values above what a browser reports', async () => {
    await beacon({ page: '/', lcp: 60_000 }, '192.0.2.1').expect(400);
    await beacon({ page: '/', inp: 60_000 }, '192.0.2.1').expect(400);
    await beacon({ page: '/', cls: 10 }, '192.0.2.1').expect(400);
    expect(await t.db.select().from(webVitalVisits)).toEqual([]);
  });
});
