import { Inject, Injectable } from '@nestjs/common';
import type { LowStockQuery, PartCategory, PartGrade, PartListQuery, PartStock } from '@phoneparts/contracts';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lt, sql, SQL } from 'drizzle-orm';
import { offsetOf, Page } from '../common/lists/page';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { partFacetCounts, parts } from '../database/schema';
import type { ListedPartRow, NewPartRow, PartRow } from './part-row';
import { searchTerms } from './search-terms';

type PartColumns = Omit<NewPartRow, 'id' | 'createdAt' | 'updatedAt' | 'searchText' | 'version'>;

/** Every change bumps the version an admin's form loaded (optimistic concurrency). */
const changed = { version: sql`${parts.version} + 1`, updatedAt: sql`now()` };

const lowerName = sql`lower(${parts.name})`;
/** The sort orders (the grid's five, the admin's stock order); ties fall back to the id, so pages never overlap. */
const sortOrders: Record<PartListQuery['sort'], SQL[]> = {
  default: [asc(parts.createdAt), asc(parts.id)],
  'name-asc': [asc(lowerName), asc(parts.id)],
  'name-desc': [desc(lowerName), desc(parts.id)],
  'price-asc': [asc(parts.priceCents), asc(parts.id)],
  'price-desc': [desc(parts.priceCents), desc(parts.id)],
  'stock-asc': [asc(parts.availableQuantity), asc(parts.id)],
};

/**
 * The columns a list's answer shows (`ListedPartRow`). The search text and the timestamps are left to
 * the statement: parsed and mapped for every row of every page, they would be work for nothing.
 */
const {
  searchText: _searchText,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  ...listedColumns
} = getTableColumns(parts);

/** The columns `sortOrders` read. */
const sortColumns = {
  id: parts.id,
  createdAt: parts.createdAt,
  name: parts.name,
  priceCents: parts.priceCents,
  availableQuantity: parts.availableQuantity,
};

/** The conditions of a catalogue query: search terms, filters and stock (undefined when there are none). */
function filtersOf(query: PartListQuery): SQL | undefined {
  return and(
    ...searchTerms(query.q ?? '').map((term) => sql`${parts.searchText} like ${`%${term}%`}`),
    query.brand === undefined ? undefined : sql`lower(${parts.brand}) = lower(${query.brand})`,
    query.model === undefined ? undefined : sql`${parts.models} @> array[${query.model}]::text[]`,
    query.category === undefined ? undefined : eq(parts.category, query.category),
    query.grade === undefined ? undefined : eq(parts.grade, query.grade),
    query.stock === undefined ? undefined : stockFilters[query.stock],
  );
}

/** A kept count (`part_facet_counts`) of every part, a category's or a grade's. */
interface KeptCountKey {
  kind: 'total' | 'category' | 'grade';
  name: string;
}

/** The kept count a query's filters (stock aside) amount to: none for a search, a brand, a model or two filters. */
function keptCountKey(query: PartListQuery): KeptCountKey | null {
  if (searchTerms(query.q ?? '').length > 0 || query.brand !== undefined || query.model !== undefined) return null;
  if (query.category !== undefined)
    return query.grade === undefined ? { kind: 'category', name: query.category } : null;
  if (query.grade !== undefined) return { kind: 'grade', name: query.grade };
  return { kind: 'total', name: '' };
}

const keptCountOf = (key: KeptCountKey) =>
  and(eq(partFacetCounts.kind, key.kind), eq(partFacetCounts.brand, ''), eq(partFacetCounts.name, key.name));

/** A part is out of stock when fewer are available than the minimum order (docs/product.md#4-states). */
const isOutOfStock = lt(parts.availableQuantity, parts.minQuantity);
const stockFilters: Record<PartStock, SQL> = {
  out: isOutOfStock,
  orderable: gte(parts.availableQuantity, parts.minQuantity),
};

export interface OutOfStock {
  total: number;
  rows: PartRow[];
}

export interface PartFacetRows {
  models: { brand: string; model: string; count: number }[];
  brands: { brand: string; count: number }[];
  categories: { category: PartCategory; count: number }[];
  grades: { grade: PartGrade; count: number }[];
}

/** Queries of the catalogue. Stock changes are single conditional statements: the database arbitrates races. */
@Injectable()
export class PartsRepository {
  /**
   * The hot reads built once and sent as named prepared statements (PostgreSQL parses and plans each
   * once per connection): a part's page, and the whole catalogue's pages in each sort — what the shop
   * opens with, and the filters' counts, read again each time the answer cache's copy runs out.
   */
  private readonly prepared;

  constructor(@Inject(DB) private readonly db: Database) {
    const id = sql.placeholder('id');
    const wholeCatalogue = (sort: PartListQuery['sort']) =>
      db
        .select(listedColumns)
        .from(parts)
        .orderBy(...sortOrders[sort])
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`catalogue_page_${sort.replace('-', '_')}`);
    this.prepared = {
      byId: db.select().from(parts).where(eq(parts.id, id)).limit(1).prepare('part_by_id'),
      catalogueSize: db
        .select({ total: partFacetCounts.count })
        .from(partFacetCounts)
        .where(keptCountOf({ kind: 'total', name: '' }))
        .prepare('catalogue_size'),
      facetCounts: db
        .select()
        .from(partFacetCounts)
        .orderBy(asc(partFacetCounts.kind), asc(partFacetCounts.brand), asc(partFacetCounts.name))
        .prepare('part_facet_counts'),
      cataloguePage: Object.fromEntries(
        Object.keys(sortOrders).map((sort) => [sort, wholeCatalogue(sort as PartListQuery['sort'])]),
      ) as Record<PartListQuery['sort'], ReturnType<typeof wholeCatalogue>>,
    };
  }

  /**
   * One page of the catalogue: every search term must appear in the part's search text (a trigram
   * index serves "contains"), the filters match exactly (brand ignores case; a model is matched as
   * the facets spell it, since the models array's GIN index compares whole names; stock compares the
   * part's own two columns), then the sort.
   *
   * A device's parts are few, all read and sorted anyway: their total comes with the page
   * (`count(*) over ()`), so the index is searched once, not twice; a search's first read does the
   * same (see `search`). Otherwise the total is `sharedCount`'s, which the caller may keep for every
   * page and sort of these filters. The catalogue's size, a category's or a grade's are kept by the
   * database (`part_facet_counts`): see `count`.
   */
  async page(
    query: PartListQuery,
    sharedCount: (count: () => Promise<number>) => Promise<number> = (count) => count(),
  ): Promise<Page<ListedPartRow>> {
    const where = filtersOf(query);
    const { offset, limit } = offsetOf(query);
    if (where === undefined) {
      const total = await sharedCount(async () => (await this.prepared.catalogueSize.execute())[0]?.total ?? 0);
      const items = offset < total ? await this.prepared.cataloguePage[query.sort].execute({ limit, offset }) : [];
      return { items, total };
    }
    if (searchTerms(query.q ?? '').length > 0) return this.search(query, where, sharedCount);
    if (query.model !== undefined) {
      const rows = await this.devicePage(where, query.sort, limit, offset);
      if (rows.length > 0 || offset === 0) return { items: rows.map((row) => row.part), total: rows[0]?.total ?? 0 };
    }
    const total = await sharedCount(() => this.count(query, where));
    const items = offset < total ? await this.filteredPage(where, query.sort, limit, offset) : [];
    return { items, total };
  }

  /**
   * A search's page. The first read of a search (no kept count) counts in the page's own statement
   * (`searchPage`), and its count is kept for every page and sort of that search. Once the count is
   * known, a search matching a large share of the catalogue is read by walking the sort's index and
   * stopping at the page's end, about (offset + limit) × catalogue ÷ matches rows, instead of reading
   * and sorting every match; a narrower one is read as the first page was.
   */
  private async search(
    query: PartListQuery,
    where: SQL,
    sharedCount: (count: () => Promise<number>) => Promise<number>,
  ): Promise<Page<ListedPartRow>> {
    const { offset, limit } = offsetOf(query);
    let counted: { part: ListedPartRow; total: number }[] | undefined;
    const total = await sharedCount(async () => {
      counted = await this.searchPage(where, query.sort, limit, offset);
      // Past the last page no row carries the total.
      return counted.length > 0 || offset === 0 ? (counted[0]?.total ?? 0) : this.count(query, where);
    });
    if (counted) return { items: counted.map((row) => row.part), total };
    if (offset >= total) return { items: [], total };
    const end = offset + limit;
    const dense = total > end && total * total > end * ((await this.prepared.catalogueSize.execute())[0]?.total ?? 0);
    const items = dense
      ? await this.filteredPage(where, query.sort, limit, offset)
      : (await this.searchPage(where, query.sort, limit, offset)).map((row) => row.part);
    return { items, total };
  }

  /** A page of the parts matching `where`, in the sort's order (its index when PostgreSQL finds that cheaper). */
  private filteredPage(where: SQL, sort: PartListQuery['sort'], limit: number, offset: number) {
    return this.db
      .select(listedColumns)
      .from(parts)
      .where(where)
      .orderBy(...sortOrders[sort])
      .limit(limit)
      .offset(offset);
  }

  /**
   * A search's page with its total. Counted in a subquery that keeps the table's name, so the sort
   * below reads its columns: as one statement, PostgreSQL would walk a sort's index past every part to
   * count the few that match. A broad word matches thousands of parts: the count and the sort carry
   * only the sort's columns, and the page's own rows are then read by id.
   */
  private searchPage(where: SQL, sort: PartListQuery['sort'], limit: number, offset: number) {
    const matching = this.db
      .select({ ...sortColumns, total: sql<number>`count(*) over ()`.as('matching_total') })
      .from(parts)
      .where(where)
      .as('parts');
    const page = this.db
      .select({ id: sql<string>`${parts.id}`.as('page_id'), total: sql<number>`matching_total`.as('page_total') })
      .from(matching)
      .orderBy(...sortOrders[sort])
      .limit(limit)
      .offset(offset)
      .as('page');
    return this.db
      .select({ part: listedColumns, total: sql<number>`page_total`.mapWith(Number) })
      .from(page)
      .innerJoin(parts, eq(parts.id, sql`page_id`))
      .orderBy(...sortOrders[sort]);
  }

  /**
   * A device's page with its total, counted as a search's is; a model has few parts, all on its page
   * (the device page asks for the largest one), so whole rows go through the count, with no second read.
   */
  private devicePage(where: SQL, sort: PartListQuery['sort'], limit: number, offset: number) {
    const matching = this.db
      .select({ ...listedColumns, ...sortColumns, total: sql<number>`count(*) over ()`.as('matching_total') })
      .from(parts)
      .where(where)
      .as('parts');
    return this.db
      .select({ part: listedColumns, total: sql<number>`matching_total`.mapWith(Number) })
      .from(matching)
      .orderBy(...sortOrders[sort])
      .limit(limit)
      .offset(offset);
  }

  /**
   * How many parts match filters without a search, brand or model. The whole catalogue, a category or a
   * grade is one row of the kept counts; its orderable parts are that row less its out-of-stock ones,
   * which the out-of-stock index finds (few, in a shop that restocks). Anything else is counted.
   */
  private async count(query: PartListQuery, where: SQL): Promise<number> {
    const key = keptCountKey(query);
    if (key === null || query.stock === 'out')
      return (await this.db.select({ total: count() }).from(parts).where(where))[0].total;
    const kept = sql`coalesce((select ${partFacetCounts.count} from ${partFacetCounts} where ${keptCountOf(key)}), 0)`;
    const outOfStock = sql`(select count(*) from ${parts} where ${filtersOf({ ...query, stock: 'out' })})`;
    const total = query.stock === 'orderable' ? sql`${kept} - ${outOfStock}` : kept;
    // Both drivers (node-postgres, PGlite) answer a raw statement with its `rows`.
    const answer = (await this.db.execute(sql`select (${total})::integer as total`)) as unknown as {
      rows: { total: number }[];
    };
    return answer.rows[0].total;
  }

  /**
   * What the filters offer: brands with their models, categories and grades, each with its part count
   * (every part, whatever its stock). The counts are kept by the database as parts change (migration
   * 0028's triggers), so this reads their few rows in key order instead of grouping the catalogue.
   */
  async facets(): Promise<PartFacetRows> {
    const rows = await this.prepared.facetCounts.execute();
    const facets: PartFacetRows = { brands: [], models: [], categories: [], grades: [] };
    for (const { kind, brand, name, count } of rows) {
      if (kind === 'brand') facets.brands.push({ brand: name, count });
      else if (kind === 'model') facets.models.push({ brand, model: name, count });
      else if (kind === 'category') facets.categories.push({ category: name as PartCategory, count });
      else if (kind === 'grade') facets.grades.push({ grade: name as PartGrade, count });
    }
    return facets;
  }

  /**
   * The parts with fewer units than their threshold (their own, else `fallback`), one page. A scan of
   * the catalogue: the threshold differs per part, and 20,000 rows are read in milliseconds.
   */
  async lowStock(query: LowStockQuery, fallback: number): Promise<Page<PartRow>> {
    const threshold = sql`coalesce(${parts.lowStockThreshold}, ${fallback}::int)`;
    const isLow = sql`${parts.availableQuantity} < ${threshold}`;
    const orders: Record<LowStockQuery['sort'], SQL[]> = {
      'stock-asc': [asc(parts.availableQuantity), asc(lowerName), asc(parts.id)],
      'shortfall-desc': [desc(sql`${threshold} - ${parts.availableQuantity}`), asc(lowerName), asc(parts.id)],
      'name-asc': [asc(lowerName), asc(parts.id)],
    };
    const { offset, limit } = offsetOf(query);
    const [[{ total }], items] = await Promise.all([
      this.db.select({ total: count() }).from(parts).where(isLow),
      this.db
        .select()
        .from(parts)
        .where(isLow)
        .orderBy(...orders[query.sort])
        .limit(limit)
        .offset(offset),
    ]);
    return { items, total };
  }

  /** The parts that cannot be ordered: how many, and the first `limit` by name. */
  async outOfStock(limit: number): Promise<OutOfStock> {
    const [[{ total }], rows] = await Promise.all([
      this.db.select({ total: count() }).from(parts).where(isOutOfStock),
      this.db.select().from(parts).where(isOutOfStock).orderBy(asc(lowerName), asc(parts.id)).limit(limit),
    ]);
    return { total, rows };
  }

  async findById(id: string, tx?: Tx): Promise<PartRow | null> {
    const [row] = tx
      ? await tx.select().from(parts).where(eq(parts.id, id)).limit(1)
      : await this.prepared.byId.execute({ id });
    return row ?? null;
  }

  /** The parts with these ids (missing ones were deleted), in one read. */
  findByIds(ids: string[], ex: Tx | Database = this.db): Promise<PartRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return ex.select().from(parts).where(inArray(parts.id, ids));
  }

  /** The parts with these SKUs, whatever their case (the unique index is on the lower-cased SKU). */
  findBySkus(skus: string[]): Promise<PartRow[]> {
    if (skus.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(parts)
      .where(
        inArray(
          sql`lower(${parts.sku})`,
          skus.map((sku) => sku.toLowerCase()),
        ),
      );
  }

  async insert(values: PartColumns, tx: Tx | Database = this.db): Promise<PartRow> {
    const [row] = await tx.insert(parts).values(values).returning();
    return row;
  }

  /**
   * Changes a part only if it is still at the version the admin's form loaded: a sale, a cancel or
   * another admin's save in between moved the version on, and then nothing is written (null).
   */
  async updateAtVersion(id: string, version: number, values: Partial<PartColumns>): Promise<PartRow | null> {
    const [row] = await this.db
      .update(parts)
      .set({ ...values, ...changed })
      .where(and(eq(parts.id, id), eq(parts.version, version)))
      .returning();
    return row ?? null;
  }

  async delete(id: string): Promise<boolean> {
    const deleted = await this.db.delete(parts).where(eq(parts.id, id)).returning({ id: parts.id });
    return deleted.length > 0;
  }

  /**
   * Locks the parts of a sale until the transaction ends, in part-id order: every sale and every
   * return of stock locks in this one order, so two overlapping carts wait for each other instead of
   * deadlocking. Answers the parts that exist, as they are now (a missing id was deleted).
   */
  lockForSale(tx: Tx, ids: string[]): Promise<PartRow[]> {
    return tx.select().from(parts).where(inArray(parts.id, ids)).orderBy(asc(parts.id)).for('update');
  }

  /**
   * Takes every line's units off the shelf in one statement, or none: first (a one-time subquery) the
   * lines' parts are locked in part-id order, as `lockForSale` does, and checked: every line names a
   * part, meets its minimum and fits its stock, read as they are once locked. Only then are they all
   * updated. Answers the parts as the sale left them; none when a line cannot be served (the caller
   * reads the reasons) or when the lines name no part. Fewer rows than lines means a part was named
   * twice: the caller must roll back.
   */
  takeStock(tx: Tx, lines: StockLine[]): Promise<PartRow[]> {
    if (lines.length === 0) return Promise.resolve([]);
    const ids = sql`${`{${lines.map((l) => l.partId).join(',')}}`}::uuid[]`;
    const servable = sql`(
      select count(*) = ${lines.length}
        and coalesce(bool_and(wanted.quantity between locked.min_quantity and locked.available_quantity), false)
      from (select id, min_quantity, available_quantity from ${parts} where id = any(${ids}) order by id for update) as locked
      join ${wantedLines(lines)} on wanted.id = locked.id
    )`;
    return tx
      .update(parts)
      .set({ availableQuantity: sql`${parts.availableQuantity} - wanted.quantity`, ...changed })
      .from(wantedLines(lines))
      .where(and(eq(parts.id, sql`wanted.id`), gte(parts.availableQuantity, sql`wanted.quantity`), servable))
      .returning();
  }

  /** Puts lines' units back on the shelf (a cancelled order), locking in part-id order. Deleted parts have nothing to restore. */
  async returnStock(tx: Tx, lines: StockLine[]): Promise<void> {
    if (lines.length === 0) return;
    await this.lockForSale(
      tx,
      lines.map((line) => line.partId),
    );
    const wanted = wantedLines(lines);
    await tx
      .update(parts)
      .set({ availableQuantity: sql`${parts.availableQuantity} + wanted.quantity`, ...changed })
      .from(wanted)
      .where(eq(parts.id, sql`wanted.id`));
  }
}

/** Units of one part that a sale takes or a cancel returns. */
export interface StockLine {
  partId: string;
  quantity: number;
}

/** The lines as a table (`wanted(id, quantity)`) for one UPDATE to join: one row per part. */
function wantedLines(lines: StockLine[]) {
  const ids = sql`${`{${lines.map((l) => l.partId).join(',')}}`}::uuid[]`;
  const quantities = sql`${`{${lines.map((l) => l.quantity).join(',')}}`}::int[]`;
  return sql`unnest(${ids}, ${quantities}) as wanted(id, quantity)`;
}
