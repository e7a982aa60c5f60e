import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { invoices, orders } from '../database/schema';
import type { InvoiceContent } from './invoice-content';

/** An issued invoice, its `content` read as what it was written as. */
export type InvoiceRow = Omit<typeof invoices.$inferSelect, 'content'> & { content: InvoiceContent };

/** Invoices and their number sequence. */
@Injectable()
export class InvoicesRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /**
   * Issues the order's invoice in one statement: raises this year's INV sequence (its row lock makes a
   * concurrent payment wait until this transaction ends, and a rollback gives the number back: no gaps,
   * no duplicates), stores the invoice and writes its number on the order; answers the number. The year
   * is the transaction's, in UTC, as is the invoice's date.
   */
  async issue(tx: Tx, orderId: string, content: InvoiceContent): Promise<string> {
    // Both drivers (node-postgres, PGlite) answer a raw statement with its `rows`.
    const issued = (await tx.execute(sql`
      with seq as (
        insert into document_sequences (series, year, last)
        values ('INV', extract(year from now() at time zone 'UTC')::int, 1)
        on conflict (series, year) do update set last = document_sequences.last + 1
        returning year, last
      ), issued as (
        insert into invoices (number, order_id, issued_at, content)
        select 'INV-' || seq.year || '-' || lpad(seq.last::text, 6, '0'), ${orderId}, now(), ${JSON.stringify(content)}::jsonb
        from seq
        returning number, order_id
      ), numbered as (
        update ${orders} set invoice_number = issued.number from issued where ${orders.id} = issued.order_id
      )
      select number from issued`)) as unknown as { rows: Array<{ number: string }> };
    return issued.rows[0].number;
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
