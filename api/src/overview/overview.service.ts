import { Injectable } from '@nestjs/common';
import { AdminOverview, orderStatuses, OverviewDay, OverviewQuery, outOfStockShown } from '@phoneparts/contracts';
import { toDollars } from '../common/money';
import { OrderStatsRepository } from '../orders/order-stats.repository';
import { toPartJson } from '../parts';
import { PartsRepository } from '../parts/parts.repository';

/** The calendar days from `today` back, oldest first (YYYY-MM-DD, counted in UTC so no day is skipped). */
function lastDays(today: string, count: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The admin's overview: a few aggregate queries instead of downloading every order. */
@Injectable()
export class OverviewService {
  constructor(
    private readonly orders: OrderStatsRepository,
    private readonly parts: PartsRepository,
  ) {}

  async overview({ days, tz }: OverviewQuery): Promise<AdminOverview> {
    // Independent aggregates: run side by side on separate pool connections, so the answer waits for
    // the slowest one rather than their sum (the admin-overview p95 target of docs/benchmarks.md).
    const [counts, perDay, outOfStock] = await Promise.all([
      this.orders.countByStatus(),
      this.orders.perDay(days, tz),
      this.parts.outOfStock(outOfStockShown),
    ]);
    const ordersByStatus = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as AdminOverview['ordersByStatus'];
    for (const { status, count } of counts) ordersByStatus[status] = count;
    const byDay = new Map(perDay.days.map((d) => [d.day, d]));
    const points: OverviewDay[] = lastDays(perDay.today, days).map((day) => ({
      day,
      orders: byDay.get(day)?.orders ?? 0,
      revenue: toDollars(byDay.get(day)?.revenueCents ?? 0),
    }));
    return {
      timeZone: tz,
      ordersByStatus,
      days: points,
      outOfStock: { total: outOfStock.total, parts: outOfStock.rows.map(toPartJson) },
    };
  }
}
