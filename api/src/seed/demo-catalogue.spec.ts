import { addProductSchema, createReviewSchema } from '@phoneparts/contracts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { demoParts, demoReviews } from './demo-catalogue';

const partsDir = path.join(__dirname, '..', '..', 'assets', 'public', 'parts');

describe('demo catalogue', () => {
  it.each(demoParts.map((p) => [p.name, p]))(
    '%s is a valid product with a picture shipped in the repo',
    (_name, part) => {
      expect(addProductSchema.parse(part)).toEqual(part);
      expect(existsSync(path.join(partsDir, path.basename(part.picture)))).toBe(true);
    },
  );

  it('gives every part a brand, the models it fits and a category (search and filters)', () => {
    for (const part of demoParts) {
      expect(part.brand).toEqual(expect.any(String));
      expect(part.models?.length).toBeGreaterThan(0);
      expect(part.category).toEqual(expect.any(String));
    }
  });

  it('shows every quality grade and more than one warranty, so the grade filter has something to filter', () => {
    expect(new Set(demoParts.map((p) => p.grade).filter(Boolean))).toEqual(
      new Set(['OEM', 'Premium', 'Standard', 'Refurbished']),
    );
    expect(new Set(demoParts.map((p) => p.warrantyDays)).size).toBeGreaterThan(1);
  });

  it('shows quantity-break prices on several parts', () => {
    expect(demoParts.filter((p) => (p.priceBands?.length ?? 0) > 0).length).toBeGreaterThanOrEqual(4);
  });

  it('has distinct names, SKUs and pictures', () => {
    expect(new Set(demoParts.map((p) => p.name)).size).toBe(demoParts.length);
    expect(new Set(demoParts.map((p) => p.sku.toLowerCase())).size).toBe(demoParts.length);
    expect(new Set(demoParts.map((p) => p.picture)).size).toBe(demoParts.length);
  });

  it('has valid reviews', () => {
    for (const review of demoReviews) expect(createReviewSchema.safeParse(review).success).toBe(true);
  });
});
