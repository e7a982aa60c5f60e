import { Inject, Injectable } from '@nestjs/common';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { invoices, orders, parts } from '../database/schema';
import type { InvoiceContent, PartFacts } from './invoice-content';

/** An issued invoice, its `content` read as what it was written as. */
export type InvoiceRow = Omit<typeof invoices.$inferSelect, 'content'> & { content: InvoiceContent };
/** The order row the invoice's number is written on, as the orders module reads it. */
export type InvoicedOrderRow = typeof orders.$inferSelect;

/** Invoices and their number sequence. */
@Injectable()
export class InvoicesRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The SKU and warranty of the parts still in the catalogue, by id. */
  async partFacts(partIds: string[], tx: Tx): Promise<Map<string, PartFacts>> {
    if (partIds.length === 0) return new Map();
    const rows = await tx
      .select({ id: parts.id, sku: parts.sku, warrantyDays: parts.warrantyDays })
      .from(parts)
      .where(inArray(parts.id, partIds));
    return new Map(rows.map((row) => [row.id, { sku: row.sku, warrantyDays: row.warrantyDays }]));
  }

  /**
   * Issues the order's invoice: raises this year's INV sequence (its row lock makes a concurrent payment
   * wait until this transaction ends, and a rollback gives the number back: no gaps, no duplicates),
   * stores the invoice, then writes its number on the order, which it answers. The year is the
   * transaction's, in UTC, as is the invoice's date.
   */
  async issue(tx: Tx, orderId: string, content: InvoiceContent): Promise<InvoicedOrderRow> {
    // Both drivers (node-postgres, PGlite) answer a raw statement with its `rows`.
    const issued = (await tx.execute(sql`
      with seq as (
        insert into document_sequences (series, year, last)
        values ('INV', extract(year from now() at time zone 'UTC')::int, 1)
        on conflict (series, year) do update set last = document_sequences.last + 1
        returning year, last
      )
      insert into invoices (number, order_id, issued_at, content)
      select 'INV-' || seq.year || '-' || lpad(seq.last::text, 6, '0'), ${orderId}, now(), ${JSON.stringify(content)}::jsonb
      from seq
      returning number`)) as unknown as { rows: Array<{ number: string }> };
    const [order] = await tx
      .update(orders)
      .set({ invoiceNumber: issued.rows[0].number, updatedAt: new Date() })
      .where(eq(orders.id, orderId))
      .returning();
    return order;
  }

  /** The order's invoice and the account that owns the order (null once the account was deleted). */
  async ofOrder(orderId: string): Promise<{ invoice: InvoiceRow; ownerId: string | null } | null> {
    const [row] = await this.db
      .select({ invoice: invoices, ownerId: orders.userId })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(invoices.orderId, orderId))
      .limit(1);
    return row ? { invoice: row.invoice as InvoiceRow, ownerId: row.ownerId } : null;
  }
}
