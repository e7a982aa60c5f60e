import { orderNumber, shellPaths } from '@phoneparts/contracts';
import { composeMail, type MailContent } from '../../mail';
import type { OrderLineRow, OrderRow } from '../order-row';

/** What an order mail says about its order: every line and the total. */
export type MailedOrder = Pick<
  OrderRow,
  'id' | 'userName' | 'heldUntil' | 'transactionId' | 'carrier' | 'trackingNumber' | 'totalCents'
> & { lines: Pick<OrderLineRow, 'name' | 'quantity' | 'unitPriceCents'>[] };

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
  lines: order.lines.map(({ name, quantity, unitPriceCents }) => ({ name, quantity, unitPriceCents })),
});

/** The stored data back as the order the templates read. */
export const mailedOrder = (data: OrderMailData): MailedOrder => ({
  ...data,
  heldUntil: data.heldUntil === null ? null : new Date(data.heldUntil),
});

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Mails are read anywhere: times are written in UTC and say so. */
const utc = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

const formatTotal = (order: Pick<MailedOrder, 'totalCents'>) => dollars.format(order.totalCents / 100);
const formatUtc = (at: Date) => `${utc.format(at)} UTC`;

/**
 * The order's facts every mail starts with: a one-line order names its part and quantity as always;
 * an order of several lines lists each (name, quantity, unit price), then the total of all.
 */
const basics = (order: MailedOrder): [string, string][] => {
  const lines: [string, string][] =
    order.lines.length === 1
      ? [
          ['Part', order.lines[0].name],
          ['Quantity', String(order.lines[0].quantity)],
        ]
      : order.lines.map((line, i) => [
          `Line ${i + 1}`,
          `${line.name} × ${line.quantity} at ${dollars.format(line.unitPriceCents / 100)}`,
        ]);
  return [['Order number', orderNumber(order.id)], ...lines, ['Total', formatTotal(order)]];
};

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
const orderMailTexts: Record<OrderMailKind, (order: MailedOrder, number: string, links: OrderLinks) => OrderMailText> =
  {
    'order-placed': (order, number, links) => ({
      subject: `Order ${number} is placed: please pay to confirm it`,
      intro: `Thank you for your order. We keep the parts for you until ${heldUntil(order, 'the hold ends')}; pay by then to confirm it.`,
      details: [['Reserved until', heldUntil(order, '—')]],
      action: { label: 'Pay for your order', url: links.payment },
      outro: `If you do not pay in time, the order is cancelled and the parts go back on the shelf. You can also cancel it yourself: ${links.order}`,
    }),
    'order-paid': (order, number) => ({
      subject: `Payment received for order ${number}`,
      intro: `We received your payment of ${formatTotal(order)}. This email is your receipt; we will let you know when the order ships.`,
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

/** Renders each order mail in the one layout; every link points at the shell (`shellUrl` = PUBLIC_SHELL_URL). */
export function orderMail(kind: OrderMailKind, order: MailedOrder, shellUrl: string): MailContent {
  const links = {
    order: `${shellUrl}${shellPaths.order(order.id)}`,
    payment: `${shellUrl}${shellPaths.payment(order.id)}`,
  };
  const text = orderMailTexts[kind](order, orderNumber(order.id), links);
  return composeMail({
    subject: text.subject,
    name: order.userName,
    intro: text.intro,
    details: [...basics(order), ...(text.details ?? [])],
    action: text.action ?? { label: 'See your order', url: links.order },
    outro: text.outro,
  });
}
