import type { OrderStatus } from '@phoneparts/contracts';
import { orders, reviews, users } from '../src/database/schema';
import type { TestApp } from './test-app';

const minute = 60_000;

/**
 * `count` orders straight in the database (a snapshot needs no part), one minute apart, the newest
 * first-created last; `each(i)` varies them. Answers their ids in creation order.
 */
export async function insertOrders(
  t: TestApp,
  count: number,
  each: (i: number) => Partial<typeof orders.$inferInsert> & { status?: OrderStatus } = () => ({}),
): Promise<string[]> {
  const start = Date.now() - (count + 1) * minute;
  const rows = Array.from({ length: count }, (_, i) => ({
    userId: t.accounts.customerA.id, // orders belong to an account (the email is the snapshot shown)
    email: t.accounts.customerA.email,
    userName: 'Alice Customer',
    phone: '+12125550199',
    address: '221B Baker Street',
    name: `Part ${i}`,
    picture: '/images/parts/x.svg',
    description: 'd',
    priceCents: 1000,
    quantity: 1,
    availableQuantity: 5,
    createdAt: new Date(start + i * minute),
    ...each(i),
  })).map((row) => ({ ...row, totalCents: row.totalCents ?? row.priceCents * row.quantity }));
  const inserted = await t.db.insert(orders).values(rows).returning({ id: orders.id });
  return inserted.map((r) => r.id);
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
