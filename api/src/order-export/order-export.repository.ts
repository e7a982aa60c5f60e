import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { orderLines, orders, parts } from '../database/schema';

/** One line of one order, with the order's own figures, as the accountant's export lists it. */
export interface OrderExportLine {
  orderId: string;
  /** The order's time as PostgreSQL writes it (ISO 8601, UTC, microseconds): also the page's key. */
  createdAt: string;
  status: string;
  buyerName: string;
  buyerEmail: string;
  position: number;
  /** The SKU the line was sold under, else (older lines) the part's current one; null when neither is known. */
  sku: string | null;
  partName: string;
  quantity: number;
  unitPriceCents: number;
  lineTaxCents: number;
  orderTotalCents: number;
  orderGoodsCents: number;
  orderShippingCents: number;
  orderTaxCents: number;
  shippingMethod: string | null;
  poNumber: string | null;
}

/** Where the previous page ended: the last line's order time, order id and position. */
export interface OrderExportKey {
  createdAt: string;
  orderId: string;
  position: number;
}

/** The orders export's read: lines of orders in a time range, oldest first, one keyset page at a time. */
@Injectable()
export class OrderExportRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  page(range: { from?: Date; to?: Date }, after: OrderExportKey | null, limit: number): Promise<OrderExportLine[]> {
    const createdAt = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
    const key = sql`(${orders.createdAt}, ${orders.id}, ${orderLines.position})`;
    return this.db
      .select({
        orderId: orders.id,
        createdAt,
        status: orders.status,
        buyerName: orders.userName,
        buyerEmail: orders.email,
        position: orderLines.position,
        sku: sql<string | null>`coalesce(${orderLines.sku}, ${parts.sku})`,
        partName: orderLines.name,
        quantity: orderLines.quantity,
        unitPriceCents: orderLines.unitPriceCents,
        lineTaxCents: orderLines.taxCents,
        orderTotalCents: orders.totalCents,
        orderGoodsCents: sql<number>`${orders.totalCents} - ${orders.shippingCents} - ${orders.taxCents}`.mapWith(
          Number,
        ),
        orderShippingCents: orders.shippingCents,
        orderTaxCents: orders.taxCents,
        shippingMethod: orders.shippingMethod,
        poNumber: orders.poNumber,
      })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .leftJoin(parts, eq(parts.id, orderLines.partId))
      .where(
        and(
          range.from ? gte(orders.createdAt, range.from) : undefined,
          range.to ? lt(orders.createdAt, range.to) : undefined,
          after
            ? sql`${key} > (${after.createdAt}::timestamptz, ${after.orderId}::uuid, ${after.position}::int)`
            : undefined,
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id), asc(orderLines.position))
      .limit(limit);
  }
}
