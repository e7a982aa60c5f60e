import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { parts } from '../database/schema';
import type { PartRow, toPartColumns } from '../parts';

type PartColumns = ReturnType<typeof toPartColumns>;

/** Rows per statement: a batch's parameters stay far below PostgreSQL's 65,535 per statement. */
const batchSize = 500;

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

  async insertMany(tx: Tx, rows: PartColumns[]): Promise<void> {
    for (let i = 0; i < rows.length; i += batchSize) await tx.insert(parts).values(rows.slice(i, i + batchSize));
  }

  /**
   * Writes each part's new values in one statement per batch (a `jsonb_to_recordset` joined on id),
   * moving each version on as any other change does. The caller locked the rows and judged them.
   */
  async updateMany(tx: Tx, updates: { id: string; values: PartColumns }[]): Promise<void> {
    for (let i = 0; i < updates.length; i += batchSize) {
      const batch = updates.slice(i, i + batchSize).map(({ id, values }) => ({
        id,
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
      }));
      const incoming = sql`jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(
        id uuid, name text, picture text, description text, price_cents int, min_quantity int,
        available_quantity int, brand text, models text[], category text, sku text, price_bands jsonb,
        grade text, warranty_days int)`;
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
        .from(incoming)
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
