import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Part, Review } from '@phoneparts/contracts';
import { publicAssetsDir } from '../app.factory';
import { createTestApp, TestApp } from '../../test/test-app';
import { demoParts, demoReviews } from './demo-catalogue';
import { DemoDataSeeder } from './demo-data.seeder';

describe('demo data on first start', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ SEED_DEMO_DATA: 'true' })));
  afterAll(() => t.close());

  it('serves a catalogue of at least 12 phone parts in the order written, one of them out of stock', async () => {
    const res = await t.http.get('/parts').expect(200);
    const catalogue: Part[] = res.body;
    expect(catalogue.length).toBeGreaterThanOrEqual(12);
    expect(catalogue.map((p) => p.name)).toEqual(demoParts.map((p) => p.name));
    expect(catalogue.filter((p) => p.availableQuantity < p.minQuantity).map((p) => p.name)).toEqual([
      'Pixel 7 SIM Card Tray',
    ]);
    for (const part of catalogue) {
      expect(part.price).toBeGreaterThanOrEqual(1);
      expect(part.minQuantity).toBeGreaterThanOrEqual(1);
    }
  });

  it("answers each part's grade and warranty, and counts every grade for the catalogue's filter", async () => {
    const catalogue: Part[] = (await t.http.get('/parts')).body;
    expect(catalogue.map((p) => [p.sku, p.grade, p.warrantyDays])).toEqual(
      demoParts.map((p) => [p.sku, p.grade ?? null, p.warrantyDays]),
    );
    const facets = (await t.http.get('/parts/facets').expect(200)).body as { grades: { name: string }[] };
    expect(facets.grades.map((g) => g.name).sort()).toEqual(['OEM', 'Premium', 'Refurbished', 'Standard']);
  });

  it('serves every picture locally as SVG', async () => {
    const catalogue: Part[] = (await t.http.get('/parts')).body;
    for (const part of catalogue) {
      expect(part.picture).toMatch(/^\/images\/parts\/[a-z0-9-]+\.svg$/);
      expect(existsSync(path.join(publicAssetsDir, part.picture.replace('/images/', '')))).toBe(true);
      const image = await t.http.get(part.picture).expect(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  it('serves the demo reviews, newest first', async () => {
    const res = await t.http.get('/reviews').expect(200);
    expect(res.body.map((r: Review) => [r.userName, r.ratings, r.comment])).toEqual(
      demoReviews.map((r) => [r.userName, r.ratings, r.comment]),
    );
  });

  it('never seeds twice, and never over an existing catalogue', async () => {
    expect(await t.app.get(DemoDataSeeder).seed()).toBe(false);
    expect((await t.http.get('/parts')).body).toHaveLength(demoParts.length);
    expect((await t.http.get('/reviews')).body).toHaveLength(demoReviews.length);
  });
});

describe('without demo data', () => {
  it('leaves the catalogue empty (production default)', async () => {
    const t = await createTestApp({ SEED_DEMO_DATA: 'false' });
    try {
      expect((await t.http.get('/parts')).body).toEqual([]);
      expect((await t.http.get('/reviews')).body).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
