import { Inject, Injectable } from '@nestjs/common';
import type { ReturnListQuery, ReturnReason } from '@phoneparts/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { offsetOf, type Page } from '../common/lists/page';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import {
  creditNotes,
  invoices,
  orderHistory,
  orderLines,
  orderReturnLines,
  orderReturns,
  orders,
  parts,
} from '../database/schema';
import type { CreditNoteContent } from './credit-notes/credit-note-content';
import type { LineRefunded, RefundAmounts } from './refund-amounts';

export type ReturnRow = typeof orderReturns.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
/** A return's line with the order line it sends back. */
export type ReturnLineRow = typeof orderReturnLines.$inferSelect & {
  position: number;
  partId: string | null;
  name: string;
  sku: string | null;
  unitPriceCents: number;
};
export type AdminReturnRow = ReturnRow & { email: string; invoiceNumber: string | null };
export interface CreditNoteRow {
  number: string;
  issuedAt: Date;
  content: CreditNoteContent;
}
export interface InvoiceFacts {
  number: string;
  issuedAt: Date;
  /** The warranty days each line was sold with, in line order (docs/invoices.md). */
  lines: { name: string; warrantyDays: number | null }[];
  buyer: CreditNoteContent['buyer'];
}

/** Returns, their lines and credit notes (docs/returns.md). Each status change is one conditional UPDATE. */
@Injectable()
export class ReturnsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  // The order a return is about.

  /**
   * Locks the order row until the transaction ends: the requests of one order's returns, and the
   * preparation of their refunds, take their turn on it, so units and amounts are counted once.
   */
  async lockOrder(tx: Tx, orderId: string): Promise<OrderRow | null> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
    return row ?? null;
  }

  orderLines(orderId: string, ex: Tx | Database = this.db): Promise<OrderLineRow[]> {
    return ex.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
  }

  async orderById(orderId: string, ex: Tx | Database = this.db): Promise<OrderRow | null> {
    const [row] = await ex.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    return row ?? null;
  }

  /** When the order was (last) shipped, from its history. */
  async shippedAt(tx: Tx, orderId: string): Promise<Date | null> {
    const [row] = await tx
      .select({ at: orderHistory.createdAt })
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.toStatus, 'shipped')))
      .orderBy(desc(orderHistory.createdAt))
      .limit(1);
    return row?.at ?? null;
  }

  async invoiceOf(orderId: string, ex: Tx | Database = this.db): Promise<InvoiceFacts | null> {
    const [row] = await ex
      .select({
        number: invoices.number,
        issuedAt: invoices.issuedAt,
        lines: sql<InvoiceFacts['lines']>`${invoices.content} -> 'lines'`,
        buyer: sql<InvoiceFacts['buyer']>`${invoices.content} -> 'buyer'`,
      })
      .from(invoices)
      .where(eq(invoices.orderId, orderId))
      .limit(1);
    return row ?? null;
  }

  async partWarranties(tx: Tx, partIds: string[]): Promise<Map<string, number>> {
    if (partIds.length === 0) return new Map();
    const rows = await tx
      .select({ id: parts.id, days: parts.warrantyDays })
      .from(parts)
      .where(inArray(parts.id, partIds));
    return new Map(rows.map((row) => [row.id, row.days]));
  }

  /** Units of each line of the order in returns that were not refused. */
  async returnedUnits(tx: Tx, orderId: string): Promise<Map<string, number>> {
    const rows = await tx
      .select({ lineId: orderReturnLines.lineId, units: sql<number>`sum(${orderReturnLines.quantity})::int` })
      .from(orderReturnLines)
      .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
      .where(and(eq(orderReturns.orderId, orderId), ne(orderReturns.status, 'refused')))
      .groupBy(orderReturnLines.lineId);
    return new Map(rows.map((row) => [row.lineId, row.units]));
  }

  // Requesting and reading returns.

  async insert(
    tx: Tx,
    request: { orderId: string; reason: ReturnReason; comment: string | null },
    lines: { lineId: string; quantity: number }[],
  ): Promise<ReturnRow> {
    const [row] = await tx.insert(orderReturns).values(request).returning();
    await tx.insert(orderReturnLines).values(lines.map((line) => ({ returnId: row.id, ...line })));
    return row;
  }

  async byId(id: string, ex: Tx | Database = this.db): Promise<ReturnRow | null> {
    const [row] = await ex.select().from(orderReturns).where(eq(orderReturns.id, id)).limit(1);
    return row ?? null;
  }

  /** An order's returns, newest first (an order has a handful). */
  ofOrder(orderId: string): Promise<ReturnRow[]> {
    return this.db
      .select()
      .from(orderReturns)
      .where(eq(orderReturns.orderId, orderId))
      .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id));
  }

  /** Every return of one account's orders, newest first: part of the account's data export. */
  ofAccount(userId: string): Promise<ReturnRow[]> {
    return this.db
      .select({ ret: orderReturns })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
      .then((rows) => rows.map((row) => row.ret));
  }

  /** The lines of these returns, each return's in the order's line order. */
  linesOf(returnIds: string[], ex: Tx | Database = this.db): Promise<ReturnLineRow[]> {
    if (returnIds.length === 0) return Promise.resolve([]);
    return ex
      .select({
        returnId: orderReturnLines.returnId,
        lineId: orderReturnLines.lineId,
        quantity: orderReturnLines.quantity,
        restock: orderReturnLines.restock,
        refundCents: orderReturnLines.refundCents,
        refundTaxCents: orderReturnLines.refundTaxCents,
        position: orderLines.position,
        partId: orderLines.partId,
        name: orderLines.name,
        sku: orderLines.sku,
        unitPriceCents: orderLines.unitPriceCents,
      })
      .from(orderReturnLines)
      .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.lineId))
      .where(inArray(orderReturnLines.returnId, returnIds))
      .orderBy(asc(orderReturnLines.returnId), asc(orderLines.position));
  }

  /** A page of every return, newest first, of one status or all, with its buyer's email and invoice. */
  async page(query: ReturnListQuery): Promise<Page<AdminReturnRow>> {
    const where = query.status === undefined ? undefined : eq(orderReturns.status, query.status);
    const { offset, limit } = offsetOf(query);
    const [items, [{ total }]] = await Promise.all([
      this.db
        .select({ ret: orderReturns, email: orders.email, invoiceNumber: orders.invoiceNumber })
        .from(orderReturns)
        .innerJoin(orders, eq(orders.id, orderReturns.orderId))
        .where(where)
        .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(orderReturns).where(where),
    ]);
    return {
      items: items.map(({ ret, email, invoiceNumber }) => ({ ...ret, email, invoiceNumber })),
      total,
    };
  }

  /** One return with its buyer's email and invoice, as the admin's list shows it. */
  async adminById(id: string): Promise<AdminReturnRow | null> {
    const [row] = await this.db
      .select({ ret: orderReturns, email: orders.email, invoiceNumber: orders.invoiceNumber })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .where(eq(orderReturns.id, id))
      .limit(1);
    return row ? { ...row.ret, email: row.email, invoiceNumber: row.invoiceNumber } : null;
  }

  // The admin's steps: each one UPDATE on the status it starts from; null when the return was not in it.

  async approve(tx: Tx, id: string): Promise<ReturnRow | null> {
    const [row] = await tx
      .update(orderReturns)
      .set({ status: 'approved', approvedAt: sql`now()` })
      .where(and(eq(orderReturns.id, id), eq(orderReturns.status, 'requested')))
      .returning();
    return row ?? null;
  }

  async refuse(tx: Tx, id: string, reason: string): Promise<ReturnRow | null> {
    const [row] = await tx
      .update(orderReturns)
      .set({ status: 'refused', refusedAt: sql`now()`, refusalReason: reason })
      .where(and(eq(orderReturns.id, id), eq(orderReturns.status, 'requested')))
      .returning();
    return row ?? null;
  }

  async receive(tx: Tx, id: string, restock: Map<string, boolean>): Promise<ReturnRow | null> {
    const [row] = await tx
      .update(orderReturns)
      .set({ status: 'received', receivedAt: sql`now()` })
      .where(and(eq(orderReturns.id, id), eq(orderReturns.status, 'approved')))
      .returning();
    if (!row) return null;
    for (const value of [true, false]) {
      const lineIds = [...restock].filter(([, back]) => back === value).map(([lineId]) => lineId);
      if (lineIds.length > 0)
        await tx
          .update(orderReturnLines)
          .set({ restock: value })
          .where(and(eq(orderReturnLines.returnId, id), inArray(orderReturnLines.lineId, lineIds)));
    }
    return row;
  }

  // The refund.

  /** What the order's returns whose refund amounts are fixed took from each line, and whether one took the shipping. */
  async refundedBefore(
    tx: Tx,
    orderId: string,
  ): Promise<{ lines: Map<string, LineRefunded>; shippingRefunded: boolean }> {
    const prepared = and(eq(orderReturns.orderId, orderId), isNotNull(orderReturns.refundCents));
    const rows = await tx
      .select({
        lineId: orderReturnLines.lineId,
        units: sql<number>`sum(${orderReturnLines.quantity})::int`,
        cents: sql<number>`sum(${orderReturnLines.refundCents})::bigint`.mapWith(Number),
        taxCents: sql<number>`sum(${orderReturnLines.refundTaxCents})::bigint`.mapWith(Number),
      })
      .from(orderReturnLines)
      .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
      .where(prepared)
      .groupBy(orderReturnLines.lineId);
    const [shipping] = await tx
      .select({ id: orderReturns.id })
      .from(orderReturns)
      .where(and(prepared, sql`${orderReturns.refundShippingCents} > 0`))
      .limit(1);
    return {
      lines: new Map(rows.map((row) => [row.lineId, { units: row.units, cents: row.cents, taxCents: row.taxCents }])),
      shippingRefunded: shipping !== undefined,
    };
  }

  /** Writes the refund's amounts once; a return whose amounts were fixed before keeps them. */
  async fixRefund(tx: Tx, id: string, amounts: RefundAmounts): Promise<void> {
    const [fixed] = await tx
      .update(orderReturns)
      .set({
        refundCents: amounts.totalCents,
        refundTaxCents: amounts.taxCents,
        refundShippingCents: amounts.shippingCents,
      })
      .where(and(eq(orderReturns.id, id), isNull(orderReturns.refundCents)))
      .returning({ id: orderReturns.id });
    if (!fixed) return;
    for (const line of amounts.lines)
      await tx
        .update(orderReturnLines)
        .set({ refundCents: line.cents, refundTaxCents: line.taxCents })
        .where(and(eq(orderReturnLines.returnId, id), eq(orderReturnLines.lineId, line.lineId)));
  }

  /**
   * Takes the call to the payment provider: only while the return is received and nobody holds the
   * call, or the one who did has not recorded its outcome within `leaseSeconds` (it crashed).
   */
  async claimRefund(tx: Tx, id: string, leaseSeconds: number): Promise<ReturnRow | null> {
    const [row] = await tx
      .update(orderReturns)
      .set({ refundClaimedAt: sql`now()` })
      .where(
        and(
          eq(orderReturns.id, id),
          eq(orderReturns.status, 'received'),
          or(
            isNull(orderReturns.refundClaimedAt),
            lt(orderReturns.refundClaimedAt, sql`now() - make_interval(secs => ${leaseSeconds})`),
          ),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** The provider refused: the call is free again (the amounts stay as fixed). */
  async releaseRefund(id: string): Promise<void> {
    await this.db
      .update(orderReturns)
      .set({ refundClaimedAt: null })
      .where(and(eq(orderReturns.id, id), eq(orderReturns.status, 'received')));
  }

  /**
   * Issues the return's credit note: raises this year's CN sequence (its row lock makes a concurrent
   * refund wait until this transaction ends; a rollback gives the number back: no gaps, no
   * duplicates) and stores what it shows. The year and date are the transaction's, in UTC.
   */
  async issueCreditNote(
    tx: Tx,
    note: { returnId: string; orderId: string; invoiceNumber: string | null; content: CreditNoteContent },
  ): Promise<string> {
    // Both drivers (node-postgres, PGlite) answer a raw statement with its `rows`.
    const issued = (await tx.execute(sql`
      with seq as (
        insert into document_sequences (series, year, last)
        values ('CN', extract(year from now() at time zone 'UTC')::int, 1)
        on conflict (series, year) do update set last = document_sequences.last + 1
        returning year, last
      )
      insert into credit_notes (number, return_id, order_id, invoice_number, issued_at, content)
      select 'CN-' || seq.year || '-' || lpad(seq.last::text, 6, '0'), ${note.returnId}, ${note.orderId},
        ${note.invoiceNumber}, now(), ${JSON.stringify(note.content)}::jsonb
      from seq
      returning number`)) as unknown as { rows: Array<{ number: string }> };
    return issued.rows[0].number;
  }

  /** received → refunded with the provider's refund and the credit note; null when it was not received any more. */
  async markRefunded(tx: Tx, id: string, refundId: string, creditNoteNumber: string): Promise<ReturnRow | null> {
    const [row] = await tx
      .update(orderReturns)
      .set({ status: 'refunded', refundId, creditNoteNumber, refundedAt: sql`now()`, refundClaimedAt: null })
      .where(and(eq(orderReturns.id, id), eq(orderReturns.status, 'received')))
      .returning();
    return row ?? null;
  }

  async creditNoteOf(returnId: string): Promise<CreditNoteRow | null> {
    const [row] = await this.db
      .select({ number: creditNotes.number, issuedAt: creditNotes.issuedAt, content: creditNotes.content })
      .from(creditNotes)
      .where(eq(creditNotes.returnId, returnId))
      .limit(1);
    return row ? { ...row, content: row.content as CreditNoteContent } : null;
  }
}
