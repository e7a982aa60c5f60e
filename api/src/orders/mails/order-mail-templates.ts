import { orderNumber, shellPaths, taxMessages } from '@phoneparts/contracts';
import { formatCents } from '../../common/money-format';
import { composeMail, type MailContent } from '../../mail';
import type { OrderLineRow, OrderRow } from '../order-row';

/** The charges and destination of an order; absent in mails queued before orders kept them. */
type OrderCharges = 'shippingCents' | 'taxCents' | 'taxRateMilliPercent' | 'taxExemptId' | 'address' | 'shippingMethod';

/** What an order mail says about its order: every line, the charges, where it goes, and the total. */
export type MailedOrder = Pick<
  OrderRow,
  'id' | 'userName' | 'heldUntil' | 'transactionId' | 'carrier' | 'trackingNumber' | 'totalCents'
> &
  Partial<Pick<OrderRow, OrderCharges | 'poNumber' | 'note'>> & {
    lines: (Pick<OrderLineRow, 'name' | 'quantity' | 'unitPriceCents'> & Partial<Pick<OrderLineRow, 'sku'>>)[];
  };

/** The kinds of order mail, each sent at most once per order (the outbox's dedupe key). */
export type OrderMailKind = 'order-placed' | 'order-paid' | 'order-shipped' | 'order-cancelled' | 'order-expired';
export const orderMailKinds: readonly OrderMailKind[] = [
  'order-placed',
  'order-paid',
  'order-shipped',
  'order-cancelled',
  'order-expired',
];

/**
 * The order as the outbox stores it with a queued mail (JSON): the facts at the moment of the change,
 * so the mail reports that moment even if it is sent after later changes.
 */
export type OrderMailData = Omit<MailedOrder, 'heldUntil'> & { heldUntil: string | null };

/** Only what the mails say, with the hold's end as an ISO string. */
export const orderMailData = (order: MailedOrder): OrderMailData => ({
  id: order.id,
  userName: order.userName,
  heldUntil: order.heldUntil?.toISOString() ?? null,
  transactionId: order.transactionId,
  carrier: order.carrier,
  trackingNumber: order.trackingNumber,
  totalCents: order.totalCents,
  ...(order.shippingCents === undefined
    ? {}
    : {
        shippingCents: order.shippingCents,
        taxCents: order.taxCents,
        taxRateMilliPercent: order.taxRateMilliPercent,
        taxExemptId: order.taxExemptId,
        address: order.address,
        shippingMethod: order.shippingMethod,
        poNumber: order.poNumber,
        note: order.note,
      }),
  lines: order.lines.map(({ name, quantity, unitPriceCents, sku }) => ({
    name,
    quantity,
    unitPriceCents,
    ...(sku === undefined ? {} : { sku }),
  })),
});

/** The stored data back as the order the templates read. */
export const mailedOrder = (data: OrderMailData): MailedOrder => ({
  ...data,
  heldUntil: data.heldUntil === null ? null : new Date(data.heldUntil),
});

/** Mails are read anywhere: times are written in UTC and say so. */
const utc = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const formatUtc = (at: Date) => `${utc.format(at)} UTC`;

/** Amounts in the shop currency (configuration), as every page shows them. */
type Money = (cents: number) => string;

/** "SKU APL-IP13-OLED", when the line kept its part number. */
const skuOf = (line: MailedOrder['lines'][number]) => (line.sku ? ` (SKU ${line.sku})` : '');

/**
 * The order's facts every mail starts with: each line (a one-line order names its part, SKU, quantity,
 * unit price and line total; several lines one row each), then the goods, shipping and tax, the total,
 * where it ships, and the buyer's PO number and note. A mail queued before orders kept their charges
 * says what it knew then: the lines and the total.
 */
const basics = (order: MailedOrder, money: Money): [string, string][] => {
  const [first] = order.lines;
  const lines: [string, string][] =
    order.lines.length === 1
      ? [
          ['Part', first.name],
          ...(first.sku ? [['SKU', first.sku] as [string, string]] : []),
          ['Quantity', String(first.quantity)],
          ['Unit price', money(first.unitPriceCents)],
          ['Line total', money(first.unitPriceCents * first.quantity)],
        ]
      : order.lines.map((line, i) => [
          `Line ${i + 1}`,
          `${line.name} × ${line.quantity} at ${money(line.unitPriceCents)} = ${money(line.unitPriceCents * line.quantity)}${skuOf(line)}`,
        ]);
  return [['Order number', orderNumber(order.id)], ...lines, ...charges(order, money), ...destination(order)];
};

function charges(order: MailedOrder, money: Money): [string, string][] {
  if (order.shippingCents === undefined || order.taxCents === undefined) return [['Total', money(order.totalCents)]];
  const goods = order.totalCents - order.shippingCents - order.taxCents;
  const rate = (order.taxRateMilliPercent ?? 0) / 1000;
  const taxNote = order.taxExemptId ? ` (${taxMessages.taxExempt(order.taxExemptId)})` : rate > 0 ? ` (${rate} %)` : '';
  return [
    ['Goods', money(goods)],
    ['Shipping', `${money(order.shippingCents)}${order.shippingMethod ? ` (${order.shippingMethod})` : ''}`],
    ['Tax', `${money(order.taxCents)}${taxNote}`],
    ['Total', money(order.totalCents)],
  ];
}

function destination(order: MailedOrder): [string, string][] {
  return [
    ...(order.address ? [['Ship to', order.address] as [string, string]] : []),
    ...(order.poNumber ? [['PO number', order.poNumber] as [string, string]] : []),
    ...(order.note ? [['Note', order.note] as [string, string]] : []),
  ];
}

/** What one kind of order mail says beyond the order's facts and the link to it. */
interface OrderMailText {
  subject: string;
  intro: string;
  /** Facts after the order's basics. */
  details?: [string, string][];
  /** The button; by default "See your order". */
  action?: { label: string; url: string };
  outro: string;
}

interface OrderLinks {
  order: string;
  payment: string;
}

const heldUntil = (order: MailedOrder, otherwise: string) => (order.heldUntil ? formatUtc(order.heldUntil) : otherwise);

/** The words of each order mail (`number` is the order's number as customers see it). */
const orderMailTexts: Record<
  OrderMailKind,
  (order: MailedOrder, number: string, links: OrderLinks, money: Money) => OrderMailText
> = {
  'order-placed': (order, number, links) => ({
    subject: `Order ${number} is placed: please pay to confirm it`,
    intro: `Thank you for your order. We keep the parts for you until ${heldUntil(order, 'the hold ends')}; pay by then to confirm it.`,
    details: [['Reserved until', heldUntil(order, '—')]],
    action: { label: 'Pay for your order', url: links.payment },
    outro: `If you do not pay in time, the order is cancelled and the parts go back on the shelf. You can also cancel it yourself: ${links.order}`,
  }),
  'order-paid': (order, number, _links, money) => ({
    subject: `Payment received for order ${number}`,
    intro: `We received your payment of ${money(order.totalCents)}. This email is your receipt; we will let you know when the order ships.`,
    details: [['Payment reference', order.transactionId ?? '—']],
    outro: 'Thank you for shopping with us.',
  }),
  'order-shipped': (order, number) => ({
    subject: `Order ${number} has shipped`,
    intro: `Your order is on its way with ${order.carrier ?? 'our carrier'}.`,
    details: [
      ['Carrier', order.carrier ?? '—'],
      ['Tracking number', order.trackingNumber ?? '—'],
    ],
    outro: "Use the tracking number on the carrier's website to follow the parcel.",
  }),
  'order-cancelled': (_order, number) => ({
    subject: `Order ${number} is cancelled`,
    intro: 'Your order is cancelled and nothing was charged for it.',
    outro: 'The parts are back in the shop if you want to order them again.',
  }),
  'order-expired': (_order, number) => ({
    subject: `Order ${number} expired unpaid`,
    intro:
      'Your order was not paid in time, so we cancelled it and put the parts back on the shelf. Nothing was charged.',
    outro: 'You are welcome to order the parts again.',
  }),
};

/**
 * Renders each order mail in the one layout, amounts in the shop currency (`currency`, configuration);
 * every link points at the shell (`shellUrl` = PUBLIC_SHELL_URL).
 */
export function orderMail(kind: OrderMailKind, order: MailedOrder, shellUrl: string, currency: string): MailContent {
  const money: Money = (cents) => formatCents(cents, currency);
  const links = {
    order: `${shellUrl}${shellPaths.order(order.id)}`,
    payment: `${shellUrl}${shellPaths.payment(order.id)}`,
  };
  const text = orderMailTexts[kind](order, orderNumber(order.id), links, money);
  return composeMail({
    subject: text.subject,
    name: order.userName,
    intro: text.intro,
    details: [...basics(order, money), ...(text.details ?? [])],
    action: text.action ?? { label: 'See your order', url: links.order },
    outro: text.outro,
  });
}
