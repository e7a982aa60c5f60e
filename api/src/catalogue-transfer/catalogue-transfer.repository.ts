import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { parts } from '../database/schema';
import type { PartRow, toPartColumns } from '../parts';
import type { NewPartColumns } from './import-verdicts';

type PartColumns = ReturnType<typeof toPartColumns>;

/** Rows per statement: a batch's parameters stay far below PostgreSQL's 65,535 per statement. */
const batchSize = 500;
/** Rows per write: one JSON parameter each, so the batch is bounded by memory, not by parameters. */
const writeBatchSize = 2000;

/**
 * The catalogue import's and export's statements on the parts table. Each change of an import is
 * written inside the caller's transaction on rows it locked first, in part-id order, the order every
 * sale locks in: an import and a sale wait for each other, never deadlock, and never interleave.
 */
@Injectable()
export class CatalogueTransferRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /**
   * The parts with these lower-cased SKUs; with a transaction, locked until it ends (in part-id order).
   * Read in batches so a 20,000-row file is a few statements, not one with 20,000 parameters.
   */
  async findBySkus(lowerSkus: string[], tx?: Tx): Promise<PartRow[]> {
    const found: PartRow[] = [];
    for (let i = 0; i < lowerSkus.length; i += batchSize * 4) {
      const batch = lowerSkus.slice(i, i + batchSize * 4);
      const skuList = sql`${`{${batch.map(arrayItem).join(',')}}`}::text[]`;
      const where = sql`lower(${parts.sku}) = any(${skuList})`;
      found.push(
        ...(tx
          ? await tx.select().from(parts).where(where).orderBy(asc(parts.id)).for('update')
          : await this.db.select().from(parts).where(where)),
      );
    }
    return found;
  }

  /**
   * Inserts the new parts, one statement per batch that reads them from one JSON parameter
   * (`jsonb_to_recordset`): a multi-row VALUES of 16 parameters a row costs the API far more to build
   * and send than the database takes to insert it. Ids, timestamps, version and search text are the
   * columns' own.
   */
  async insertMany(tx: Tx, rows: NewPartColumns[]): Promise<void> {
    for (let i = 0; i < rows.length; i += writeBatchSize)
      await tx.execute(sql`insert into ${parts} (${sql.raw(writtenColumns)}, low_stock_threshold)
        select ${sql.raw(writtenColumns)}, low_stock_threshold
        from ${incoming(
          rows
            .slice(i, i + writeBatchSize)
            .map((values) => ({ ...record(values), low_stock_threshold: values.lowStockThreshold ?? null })),
          'low_stock_threshold int',
        )}`);
  }

  /**
   * Writes each part's new values in one statement per batch (a `jsonb_to_recordset` joined on id),
   * moving each version on as any other change does. The caller locked the rows and judged them.
   */
  async updateMany(tx: Tx, updates: { id: string; values: PartColumns }[]): Promise<void> {
    for (let i = 0; i < updates.length; i += writeBatchSize) {
      const batch = updates.slice(i, i + writeBatchSize).map(({ id, values }) => ({ id, ...record(values) }));
      await tx
        .update(parts)
        .set({
          name: sql`v.name`,
          picture: sql`v.picture`,
          description: sql`v.description`,
          priceCents: sql`v.price_cents`,
          minQuantity: sql`v.min_quantity`,
          availableQuantity: sql`v.available_quantity`,
          brand: sql`v.brand`,
          models: sql`v.models`,
          category: sql`v.category`,
          sku: sql`v.sku`,
          priceBands: sql`v.price_bands`,
          grade: sql`v.grade`,
          warrantyDays: sql`v.warranty_days`,
          version: sql`${parts.version} + 1`,
          updatedAt: sql`now()`,
        })
        .from(incoming(batch, 'id uuid'))
        .where(eq(parts.id, sql`v.id`));
    }
  }

  /**
   * One page of the whole catalogue by SKU (whatever its case), after the SKU `after` (keyset, on
   * the unique index of lower-cased SKUs): each page is one short indexed read, however far in.
   */
  exportPage(after: string | null, limit: number): Promise<PartRow[]> {
    const lowerSku = sql`lower(${parts.sku})`;
    return this.db
      .select()
      .from(parts)
      .where(after === null ? undefined : sql`${lowerSku} > ${after.toLowerCase()}`)
      .orderBy(lowerSku)
      .limit(limit);
  }
}

/** A text[] literal item: quoted, with quotes and backslashes escaped. */
function arrayItem(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** The columns an import writes, in the order of `record`'s keys and `incoming`'s definition. */
const writtenColumns =
  'name, picture, description, price_cents, min_quantity, available_quantity, brand, models, category, sku, price_bands, grade, warranty_days';

/** A part's written columns as one JSON object (the column names, so `jsonb_to_recordset` reads it as is). */
function record(values: PartColumns) {
  return {
    name: values.name,
    picture: values.picture,
    description: values.description,
    price_cents: values.priceCents,
    min_quantity: values.minQuantity,
    available_quantity: values.availableQuantity,
    brand: values.brand ?? null,
    models: values.models ?? [],
    category: values.category ?? null,
    sku: values.sku,
    price_bands: values.priceBands ?? [],
    grade: values.grade ?? null,
    warranty_days: values.warrantyDays,
  };
}

/** A batch of records as the table `v`, typed as the columns are; `more` defines the extra keys. */
function incoming(batch: object[], more: string) {
  return sql`jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(
    ${sql.raw(more)}, name text, picture text, description text, price_cents int, min_quantity int,
    available_quantity int, brand text, models text[], category text, sku text, price_bands jsonb,
    grade text, warranty_days int)`;
}
