import { orderNumber, shellPaths } from '@phoneparts/contracts';
import { composeMail, type MailContent } from '../../mail';
import type { OrderRow } from '../order-row';

/** What an order mail says about its order. */
export type MailedOrder = Pick<
  OrderRow,
  'id' | 'userName' | 'name' | 'quantity' | 'priceCents' | 'heldUntil' | 'transactionId' | 'carrier' | 'trackingNumber'
>;

/** The kinds of order mail, each sent at most once per order (the outbox's dedupe key). */
export type OrderMailKind = 'order-placed' | 'order-paid' | 'order-shipped' | 'order-cancelled' | 'order-expired';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Mails are read anywhere: times are written in UTC and say so. */
const utc = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

const formatTotal = (order: Pick<MailedOrder, 'priceCents' | 'quantity'>) =>
  dollars.format((order.priceCents * order.quantity) / 100);
const formatUtc = (at: Date) => `${utc.format(at)} UTC`;

/** The order's facts every mail starts with. */
const basics = (order: MailedOrder): [string, string][] => [
  ['Order number', orderNumber(order.id)],
  ['Part', order.name],
  ['Quantity', String(order.quantity)],
  ['Total', formatTotal(order)],
];

/** Renders each order mail; every link points at the shell (`shellUrl` = PUBLIC_SHELL_URL). */
export function orderMail(kind: OrderMailKind, order: MailedOrder, shellUrl: string): MailContent {
  const number = orderNumber(order.id);
  const orderLink = { label: 'See your order', url: `${shellUrl}${shellPaths.order(order.id)}` };
  const name = order.userName;
  switch (kind) {
    case 'order-placed':
      return composeMail({
        subject: `Order ${number} is placed: please pay to confirm it`,
        name,
        intro: `Thank you for your order. We keep the parts for you until ${order.heldUntil ? formatUtc(order.heldUntil) : 'the hold ends'}; pay by then to confirm it.`,
        details: [...basics(order), ['Reserved until', order.heldUntil ? formatUtc(order.heldUntil) : '—']],
        action: { label: 'Pay for your order', url: `${shellUrl}${shellPaths.payment(order.id)}` },
        outro: `If you do not pay in time, the order is cancelled and the parts go back on the shelf. You can also cancel it yourself: ${orderLink.url}`,
      });
    case 'order-paid':
      return composeMail({
        subject: `Payment received for order ${number}`,
        name,
        intro: `We received your payment of ${formatTotal(order)}. This email is your receipt; we will let you know when the order ships.`,
        details: [...basics(order), ['Payment reference', order.transactionId ?? '—']],
        action: orderLink,
        outro: 'Thank you for shopping with us.',
      });
    case 'order-shipped':
      return composeMail({
        subject: `Order ${number} has shipped`,
        name,
        intro: `Your order is on its way with ${order.carrier ?? 'our carrier'}.`,
        details: [
          ...basics(order),
          ['Carrier', order.carrier ?? '—'],
          ['Tracking number', order.trackingNumber ?? '—'],
        ],
        action: orderLink,
        outro: "Use the tracking number on the carrier's website to follow the parcel.",
      });
    case 'order-cancelled':
      return composeMail({
        subject: `Order ${number} is cancelled`,
        name,
        intro: 'Your order is cancelled and nothing was charged for it.',
        details: basics(order),
        action: orderLink,
        outro: 'The parts are back in the shop if you want to order them again.',
      });
    case 'order-expired':
      return composeMail({
        subject: `Order ${number} expired unpaid`,
        name,
        intro:
          'Your order was not paid in time, so we cancelled it and put the parts back on the shelf. Nothing was charged.',
        details: basics(order),
        action: orderLink,
        outro: 'You are welcome to order the parts again.',
      });
  }
}
