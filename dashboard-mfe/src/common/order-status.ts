import type { OrderStatus } from '@phoneparts/contracts';
import type { BadgeTone } from './status-badge';

/** The payment state of an order, as the Payment columns show it (a shipped order was paid). */
export const paymentBadges: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  placed: { label: 'Unpaid', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  shipped: { label: 'Paid', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export const shippedLabel = 'Shipped';

/** What the order page calls each state; an order the shop cancelled when its hold ran out is "Expired". */
export type OrderPageStatus = OrderStatus | 'expired';
export const orderPageStatus = (order: { status: OrderStatus; expired: boolean }): OrderPageStatus =>
  order.status === 'cancelled' && order.expired ? 'expired' : order.status;
export const orderPageBadges: Record<OrderPageStatus, { label: string; tone: BadgeTone }> = {
  placed: { label: 'Placed, awaiting payment', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  shipped: { label: 'Shipped', tone: 'info' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'neutral' },
};

/** The status filter of All Orders names each state the way the table shows it. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  placed: 'Unpaid',
  paid: 'Paid, to ship',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
};
