import type { OrderStatus } from '@phoneparts/contracts';
import { randomUUID } from 'node:crypto';
import { orderLines, orders, reviews, users } from '../src/database/schema';
import type { TestApp } from './test-app';

const minute = 60_000;

/** What a listed order may vary: its own columns, and its one line's name, unit price and quantity. */
export type OrderFixture = Partial<typeof orders.$inferInsert> & {
  status?: OrderStatus;
  name?: string;
  priceCents?: number;
  quantity?: number;
};

/**
 * `count` one-line orders straight in the database (a snapshot needs no part), one minute apart, the
 * newest first-created last; `each(i)` varies them. Answers their ids in creation order.
 */
export async function insertOrders(
  t: TestApp,
  count: number,
  each: (i: number) => OrderFixture = () => ({}),
): Promise<string[]> {
  const start = Date.now() - (count + 1) * minute;
  const written = Array.from({ length: count }, (_, i) => {
    const { name = `Part ${i}`, priceCents = 1000, quantity = 1, ...order } = each(i);
    const id = randomUUID();
    return {
      order: {
        id,
        userId: t.accounts.customerA.id, // orders belong to an account (the email is the snapshot shown)
        email: t.accounts.customerA.email,
        userName: 'Alice Customer',
        phone: '(555) 123-4567',
        address: '221B Baker Street',
        createdAt: new Date(start + i * minute),
        ...order,
        totalCents: order.totalCents ?? priceCents * quantity,
      },
      line: {
        orderId: id,
        position: 1,
        name,
        picture: '/images/parts/x.svg',
        description: 'd',
        unitPriceCents: priceCents,
        quantity,
        availableQuantity: 5,
      },
    };
  });
  if (count === 0) return [];
  await t.db.insert(orders).values(written.map((w) => w.order));
  await t.db.insert(orderLines).values(written.map((w) => w.line));
  return written.map((w) => w.order.id);
}

export async function insertReviews(t: TestApp, count: number): Promise<void> {
  const start = Date.now() - (count + 1) * minute;
  await t.db.insert(reviews).values(
    Array.from({ length: count }, (_, i) => ({
      userName: `Reviewer ${i}`,
      ratings: 5,
      comment: `Review ${i}`,
      createdAt: new Date(start + i * minute),
    })),
  );
}

export async function insertUsers(t: TestApp, count: number): Promise<void> {
  await t.db.insert(users).values(
    Array.from({ length: count }, (_, i) => ({
      email: `user${String(i).padStart(3, '0')}@list.example`,
      displayName: `User ${i}`,
    })),
  );
}
