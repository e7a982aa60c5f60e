import type { Order } from '@phoneparts/contracts';
import type { BadgeTone } from './status-badge';

type Status = Order['status'];

/** The payment state of an order, as the Payment columns show it (a shipped order was paid). */
export const paymentBadges: Record<Status, { label: string; tone: BadgeTone }> = {
  placed: { label: 'Unpaid', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  shipped: { label: 'Paid', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export const shippedLabel = 'Shipped';

/** Only an unpaid order can be cancelled (the API answers 409 for the rest). */
export const isCancellable = (order: Pick<Order, 'status'>) => order.status === 'placed';

/** Only a paid order can be shipped (placed → paid → shipped). */
export const isShippable = (order: Pick<Order, 'status'>) => order.status === 'paid';

/** Paid and shipped orders count as sales. */
export const isSale = (order: Pick<Order, 'status'>) => order.status === 'paid' || order.status === 'shipped';
