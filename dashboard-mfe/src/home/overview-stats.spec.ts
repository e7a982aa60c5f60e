import type { Order, Part } from '@phoneparts/contracts';
import { outOfStockParts, summarizeOrders } from './overview-stats';

const today = new Date(2026, 10, 22, 15, 0);
const at = (daysAgo: number, hour = 10) => new Date(2026, 10, 22 - daysAgo, hour).toISOString();

function order(status: Order['status'], createdAt: string, price = 10, quantity = 1): Order {
  return {
    _id: `${status}-${createdAt}-${price}`,
    productId: 'p1',
    name: 'Screen',
    userName: 'Ana',
    phone: '5551234567',
    email: 'ana@example.com',
    address: '1 Main St',
    picture: '/images/parts/screen.svg',
    description: 'A screen',
    price,
    availableQuantity: 5,
    quantity,
    paid: status === 'paid' || status === 'shipped',
    status,
    transactionId: status === 'placed' ? null : 'pi_1',
    createdAt,
  };
}

describe('summarizeOrders', () => {
  it('gives one point per day, oldest first, with empty days at zero', () => {
    const { days } = summarizeOrders([], { days: 3, today });
    expect(days).toEqual([
      { day: '2026-11-20', label: 'Nov 20', orders: 0, revenue: 0 },
      { day: '2026-11-21', label: 'Nov 21', orders: 0, revenue: 0 },
      { day: '2026-11-22', label: 'Nov 22', orders: 0, revenue: 0 },
    ]);
  });

  it('counts orders per day and revenue from paid and shipped orders only', () => {
    const orders = [
      order('placed', at(0), 99.99, 3),
      order('paid', at(0), 12.5, 2),
      order('shipped', at(1), 0.1, 3),
      order('cancelled', at(1), 500, 1),
      order('paid', at(30), 40, 1),
    ];
    const overview = summarizeOrders(orders, { days: 2, today });
    expect(overview.days.map(({ orders: n, revenue }) => [n, revenue])).toEqual([
      [1, 0.3],
      [2, 25],
    ]);
    expect([overview.unpaid, overview.paid, overview.shipped]).toEqual([1, 2, 1]);
  });
});

describe('outOfStockParts', () => {
  it('lists parts with fewer available than the minimum order', () => {
    const part = (name: string, minQuantity: number, availableQuantity: number): Part => ({
      _id: name,
      name,
      picture: '',
      description: '',
      price: 1,
      minQuantity,
      availableQuantity,
      brand: null,
      models: [],
      category: null,
    });
    expect(outOfStockParts([part('a', 5, 4), part('b', 5, 5), part('c', 1, 0)]).map((p) => p.name)).toEqual(['a', 'c']);
  });
});
