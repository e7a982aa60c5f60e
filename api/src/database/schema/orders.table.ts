import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Address, OrderStatus } from '@phoneparts/contracts';
import { createdAt, id, updatedAt } from './columns';
import { parts } from './parts.table';
import { users } from './users.table';

/**
 * An order: who bought, where it goes, what it costs in all and where it stands. What it sold lives
 * only in its lines (`order_lines`); the answer's single-part fields are line 1's (`order.mapper.ts`).
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    /**
     * The account that owns the order: every ownership check compares this id, never the email. When
     * the account is deleted it becomes null (and `accountDeletedAt` is set): the order stays in the
     * shop's books, and no later account with the same email can reach it.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    accountDeletedAt: timestamp('account_deleted_at', { withTimezone: true }),
    email: text('email').notNull(),
    userName: text('user_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    /** What the customer pays: goods + shipping + tax (docs/checkout.md), written by placement. */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** The shipping method's price for this order, net of tax (0: none charged, as on older orders). */
    shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull().default(0),
    /** The lines' tax and the shipping's tax (0 on orders placed before tax). */
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    /**
     * The lines' net amounts, what is left of the total: derived, so total = goods + shipping + tax
     * holds on every row, and an order placed before shipping and tax keeps goods = total.
     */
    goodsCents: bigint('goods_cents', { mode: 'number' }).generatedAlwaysAs(
      (): SQL => sql`${orders.totalCents} - ${orders.shippingCents} - ${orders.taxCents}`,
    ),
    /** The rate the order was taxed at (thousandths of a percent, docs/tax.md); 0 when exempt or none. */
    taxRateMilliPercent: integer('tax_rate_milli_percent').notNull().default(0),
    /** The shop's price basis when the order was placed. */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    /** The tax ID an exempt buyer's order was exempted for, else null. */
    taxExemptId: text('tax_exempt_id'),
    /**
     * The order's own copy of the structured address it ships to. Null: an order placed before
     * addresses were structured, which ships to the one-line `address` in the shop's home country
     * (configuration; the mapper fills it in, docs/checkout.md).
     */
    shippingAddress: jsonb('shipping_address').$type<Address | { line1: string; country: string }>(),
    /** The shipping method's name when the order was placed; null when none was charged. */
    shippingMethod: text('shipping_method'),
    poNumber: text('po_number'),
    note: text('note'),
    status: text('status').$type<OrderStatus>().notNull().default('placed'),
    /** The provider's payment intent for this order (recorded when it is made; voided on cancel or expiry). */
    paymentIntentId: text('payment_intent_id').unique(),
    transactionId: text('transaction_id'),
    /** Until when an unpaid order holds its stock; then the expiry sweep cancels it. */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** The provider's refund of a payment that arrived after the order stopped being payable. */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Set when the expiry sweep cancelled the order (its hold ran out unpaid), not a person. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** Entered by the admin who shipped the order; the customer sees them on the order page and in the mail. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** The invoice issued when the order was paid (invoices.table.ts), null before. */
    invoiceNumber: text('invoice_number').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The read paths of orders (all of them bounded lists or aggregates): the admin list newest or
    // oldest first, by status, by total, by part of the email; a customer's own list; the overview.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    // Counts (all orders, per status): the smallest index to count from (four values, deduplicated).
    index('orders_status_idx').on(t.status),
    index('orders_total_idx').on(t.totalCents, t.id),
    index('orders_email_created_idx').on(t.email, t.createdAt, t.id),
    // A customer's orders (My Orders) are read by account.
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('orders_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    // The expiry sweep reads only unpaid orders, oldest hold first.
    index('orders_placed_held_until_idx')
      .on(t.heldUntil)
      .where(sql`${t.status} = 'placed'`),
    index('orders_user_placed_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'placed'`),
    check('orders_status_check', sql`${t.status} in ('placed', 'paid', 'shipped', 'cancelled')`),
    check(
      'orders_charges_check',
      sql`${t.shippingCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} >= ${t.shippingCents} + ${t.taxCents}`,
    ),
  ],
);

/** One row per status transition: who moved the order, when, from what to what. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    byUserId: uuid('by_user_id'),
    byEmail: text('by_email'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId)],
);

/**
 * One line of an order: the part as it was sold (name, picture, description, unit price), how many,
 * and the stock left on the part right after the order. Deleting a part leaves its lines intact.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /**
     * The line's own id, answered as `lineId`: a return names the lines it sends back by it
     * (docs/returns.md). Every line has one, those sold before returns existed included.
     */
    id: uuid('id').notNull().defaultRandom().unique(),
    /** 1, 2, … in the order the customer's cart listed them; line 1 gives the answer its single-part fields. */
    position: integer('position').notNull(),
    partId: uuid('part_id').references(() => parts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The part number it was sold under (the mails list it); null on lines sold before lines kept it. */
    sku: text('sku'),
    /**
     * Days of warranty the part was sold with, copied at placement so the invoice needs no read of the
     * part; null on lines whose part had left the catalogue before lines kept it.
     */
    warrantyDays: integer('warranty_days'),
    picture: text('picture').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    /** The line's tax, rounded to the cent (docs/tax.md); 0 on lines sold before tax. */
    taxCents: integer('tax_cents').notNull().default(0),
    /** Null only on lines after the first of orders placed before lines kept it. */
    description: text('description'),
    /** Stock left on the part right after the order; null as `description`. */
    availableQuantity: integer('available_quantity'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    index('order_lines_part_idx').on(t.partId),
    check('order_lines_quantity_check', sql`${t.quantity} >= 1`),
    check('order_lines_position_check', sql`${t.position} >= 1`),
    check(
      'order_lines_first_line_check',
      sql`${t.position} <> 1 OR (${t.description} IS NOT NULL AND ${t.availableQuantity} IS NOT NULL)`,
    ),
  ],
);
