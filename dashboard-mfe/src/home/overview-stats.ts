import type { Order, Part } from '@phoneparts/contracts';
import { isSale } from '../common/order-status';

export interface DayPoint {
  /** Local calendar day, YYYY-MM-DD. */
  day: string;
  /** Short label for the chart axis, e.g. "Nov 22". */
  label: string;
  orders: number;
  /** Dollars from paid and shipped orders placed that day. */
  revenue: number;
}

export interface OrdersOverview {
  days: DayPoint[];
  unpaid: number;
  paid: number;
  shipped: number;
}

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Orders and revenue for each of the last `days` days up to `today` (days without orders count as 0),
 * and how many orders wait for payment, wait for shipping, or are shipped. Cancelled orders count nowhere.
 */
export function summarizeOrders(orders: Order[], { days, today }: { days: number; today: Date }): OrdersOverview {
  const points: DayPoint[] = [];
  const byDay = new Map<string, DayPoint>();
  for (let back = days - 1; back >= 0; back--) {
    const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() - back);
    const point = { day: dayKey(date), label: dayLabel.format(date), orders: 0, revenue: 0 };
    points.push(point);
    byDay.set(point.day, point);
  }
  // Sum in cents so many small prices do not drift.
  const revenueCents = new Map<string, number>();
  const overview: OrdersOverview = { days: points, unpaid: 0, paid: 0, shipped: 0 };
  for (const order of orders) {
    if (order.status === 'placed') overview.unpaid++;
    else if (order.status === 'paid') overview.paid++;
    else if (order.status === 'shipped') overview.shipped++;
    else continue;
    const point = byDay.get(dayKey(new Date(order.createdAt)));
    if (!point) continue;
    point.orders++;
    if (isSale(order)) {
      revenueCents.set(point.day, (revenueCents.get(point.day) ?? 0) + Math.round(order.price * 100) * order.quantity);
    }
  }
  for (const point of points) point.revenue = (revenueCents.get(point.day) ?? 0) / 100;
  return overview;
}

/** Spec §4: a part is out of stock when fewer are available than the minimum order. */
export function outOfStockParts(parts: Part[]): Part[] {
  return parts.filter((part) => part.availableQuantity < part.minQuantity);
}
