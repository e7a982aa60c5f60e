import { partCategories, partGrades } from '@phoneparts/contracts';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { CatalogueTransferRepository } from '../catalogue-transfer/catalogue-transfer.repository';
import type { NewPartColumns } from '../catalogue-transfer/import-verdicts';
import type { Database } from '../database/database';
import { partFacetCounts, parts } from '../database/schema';
import { openTestDatabase, TestDatabase } from '../../test/test-database';
import { PartsRepository, PartFacetRows } from './parts.repository';

/**
 * @test-on-both-engines — the facet counts are kept by statement-level triggers with transition tables
 * (migration 0028): the same SQL on PostgreSQL and PGlite, and two writers racing on PostgreSQL.
 *
 * The counts the triggers keep must equal the counts grouped from the parts themselves, after any
 * sequence of writes: single inserts, an import's set-based inserts and updates, brand, model, category
 * and grade changes, stock changes (which move no count) and deletes.
 */

/** The facets grouped from scratch, as the catalogue computed them before the counts were kept. */
async function facetsFromParts(db: Database): Promise<PartFacetRows> {
  const brands = await db
    .select({ brand: sql<string>`${parts.brand}`, count: count() })
    .from(parts)
    .where(sql`${parts.brand} is not null`)
    .groupBy(parts.brand)
    .orderBy(asc(parts.brand));
  const models = await db
    .select({ brand: sql<string>`${parts.brand}`, model: sql<string>`m.model`, count: count() })
    .from(sql`${parts} cross join lateral unnest(${parts.models}) as m(model)`)
    .where(sql`${parts.brand} is not null`)
    .groupBy(parts.brand, sql`m.model`)
    .orderBy(asc(parts.brand), sql`m.model`);
  const categories = await db
    .select({ category: sql<(typeof partCategories)[number]>`${parts.category}`, count: count() })
    .from(parts)
    .where(sql`${parts.category} is not null`)
    .groupBy(parts.category)
    .orderBy(asc(parts.category));
  const grades = await db
    .select({ grade: sql<(typeof partGrades)[number]>`${parts.grade}`, count: count() })
    .from(parts)
    .where(sql`${parts.grade} is not null`)
    .groupBy(parts.grade)
    .orderBy(asc(parts.grade));
  return { brands, models, categories, grades };
}

// Brands differing only in case, and models spelled alike but for case or a space, count apart.
const brandArb = fc.constantFrom(null, 'Apple', 'apple', 'Samsung', 'Xiaomi');
const modelsArb = fc.uniqueArray(fc.constantFrom('iPhone 13', 'iPhone 13 mini', 'iphone 13', 'Galaxy S21', 'Mi 11'), {
  maxLength: 3,
});
const facetArb = fc.record({
  brand: brandArb,
  models: modelsArb,
  category: fc.constantFrom(null, ...partCategories),
  grade: fc.constantFrom(null, ...partGrades),
  availableQuantity: fc.integer({ min: 0, max: 5 }),
});
interface Facets {
  brand: string | null;
  models: string[];
  category: (typeof partCategories)[number] | null;
  grade: (typeof partGrades)[number] | null;
  availableQuantity: number;
}

const opArb = fc.oneof(
  fc.record({ op: fc.constant('insert' as const), part: facetArb }),
  fc.record({
    op: fc.constant('import' as const),
    create: fc.array(facetArb, { maxLength: 8 }),
    update: fc.array(fc.tuple(fc.nat(), facetArb), { maxLength: 4 }),
  }),
  fc.record({ op: fc.constant('brand' as const), pick: fc.nat(), brand: brandArb }),
  fc.record({ op: fc.constant('models' as const), pick: fc.nat(), models: modelsArb }),
  fc.record({ op: fc.constant('grade' as const), pick: fc.nat(), part: facetArb }),
  fc.record({ op: fc.constant('stock' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('deleteBrand' as const), brand: brandArb }),
);

let skuSeq = 0;
function columns(part: Facets): NewPartColumns {
  skuSeq += 1;
  return {
    name: `Part ${skuSeq}`,
    picture: 'https://example.com/part.jpg',
    description: 'A part',
    priceCents: 1999,
    minQuantity: 1,
    availableQuantity: part.availableQuantity,
    brand: part.brand,
    models: part.models,
    category: part.category,
    sku: `FACET-${skuSeq}`,
    priceBands: [],
    grade: part.grade,
    warrantyDays: 90,
    lowStockThreshold: null,
  };
}

describe('facet counts kept by the database', () => {
  let handle: TestDatabase;
  let db: Database;
  let repo: PartsRepository;
  let transfer: CatalogueTransferRepository;
  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    repo = new PartsRepository(db);
    transfer = new CatalogueTransferRepository(db);
  });
  afterAll(() => handle.close());

  /** The facets, and the catalogue's size (kept as the `total` count), as grouped from the parts. */
  const expectKeptCounts = async () => {
    expect(await repo.facets()).toEqual(await facetsFromParts(db));
    const [kept] = await db
      .select({ count: partFacetCounts.count })
      .from(partFacetCounts)
      .where(eq(partFacetCounts.kind, 'total'));
    const [{ total }] = await db.select({ total: count() }).from(parts);
    expect(kept?.count ?? 0).toBe(total);
  };

  const ids = async () => (await db.select({ id: parts.id }).from(parts).orderBy(asc(parts.id))).map((r) => r.id);
  const pickId = async (pick: number) => {
    const all = await ids();
    return all.length === 0 ? undefined : all[pick % all.length];
  };

  it('equal the counts grouped from the parts after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(facetArb, { maxLength: 12 }),
        fc.array(opArb, { maxLength: 10 }),
        async (start, ops) => {
          await db.delete(parts);
          expect(await repo.facets()).toEqual({ brands: [], models: [], categories: [], grades: [] });
          if (start.length > 0) await db.insert(parts).values(start.map(columns));
          await expectKeptCounts();
          for (const op of ops) {
            if (op.op === 'insert') await db.insert(parts).values(columns(op.part));
            else if (op.op === 'import') {
              const all = await ids();
              await db.transaction(async (tx) => {
                await transfer.insertMany(tx, op.create.map(columns));
                if (all.length === 0) return;
                // One update per part (the import judges each SKU once).
                const byId = new Map(op.update.map(([pick, part]) => [all[pick % all.length], part]));
                const current = await tx
                  .select()
                  .from(parts)
                  .where(inArray(parts.id, [...byId.keys()]));
                await transfer.updateMany(
                  tx,
                  current.map((row) => ({ id: row.id, values: { ...columns(byId.get(row.id)!), sku: row.sku } })),
                );
              });
            } else if (op.op === 'deleteBrand') {
              await db.delete(parts).where(op.brand === null ? sql`${parts.brand} is null` : eq(parts.brand, op.brand));
            } else {
              const id = await pickId(op.pick);
              if (id === undefined) continue;
              if (op.op === 'brand') await db.update(parts).set({ brand: op.brand }).where(eq(parts.id, id));
              else if (op.op === 'models') await db.update(parts).set({ models: op.models }).where(eq(parts.id, id));
              else if (op.op === 'grade')
                await db
                  .update(parts)
                  .set({ category: op.part.category, grade: op.part.grade })
                  .where(eq(parts.id, id));
              else if (op.op === 'stock')
                await db
                  .update(parts)
                  .set({ availableQuantity: sql`${parts.availableQuantity} + 1` })
                  .where(eq(parts.id, id));
              else await db.delete(parts).where(eq(parts.id, id));
            }
            await expectKeptCounts();
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('are right after two transactions change parts of the same brand at once', async () => {
    await db.delete(parts);
    await db
      .insert(parts)
      .values(
        Array.from({ length: 6 }, () =>
          columns({ brand: 'Apple', models: ['iPhone 13'], category: null, grade: null, availableQuantity: 1 }),
        ),
      );
    const [first, second] = await ids();
    const other = await handle.openAnother();
    try {
      const write = (writer: Database, id: string, n: number) =>
        writer.transaction(async (tx) => {
          await tx.insert(parts).values(
            Array.from({ length: n }, () =>
              columns({
                brand: 'Apple',
                models: ['iPhone 13', 'iPhone 14'],
                category: null,
                grade: null,
                availableQuantity: 1,
              }),
            ),
          );
          // Held open so the other transaction writes the same counts meanwhile (on PostgreSQL).
          await tx.execute(sql`select pg_sleep(0.1)`);
          await tx.update(parts).set({ brand: 'Samsung' }).where(eq(parts.id, id));
          await tx.delete(parts).where(eq(parts.brand, 'apple'));
        });
      await Promise.all([write(db, first, 3), write(other.db, second, 5), write(db, first, 2)]);
    } finally {
      await other.close();
    }
    const facets = await repo.facets();
    expect(facets).toEqual(await facetsFromParts(db));
    expect(facets.brands).toEqual([
      { brand: 'Apple', count: 6 - 2 + 3 + 5 + 2 },
      { brand: 'Samsung', count: 2 },
    ]);
  });
});
