import { orderStatuses, OrderStatus } from '@phoneparts/contracts';
import { canTransition, isPaidStatus, orderTransitions } from './order-state-machine';

describe('order state machine', () => {
  const allowed: [OrderStatus, OrderStatus][] = [
    ['placed', 'paid'],
    ['placed', 'cancelled'],
    ['paid', 'shipped'],
  ];

  it('allows exactly the transitions of the table', () => {
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        const expected = allowed.some(([f, t]) => f === from && t === to);
        expect([from, to, canTransition(from, to)]).toEqual([from, to, expected]);
      }
    }
  });

  it('refuses cancelling a paid or shipped order and anything out of a final state', () => {
    expect(canTransition('paid', 'cancelled')).toBe(false);
    expect(canTransition('shipped', 'cancelled')).toBe(false);
    expect(orderTransitions.shipped).toEqual([]);
    expect(orderTransitions.cancelled).toEqual([]);
    expect(canTransition('cancelled', 'placed')).toBe(false);
  });

  it('refuses a status it does not know', () => {
    expect(canTransition('lost' as OrderStatus, 'paid')).toBe(false);
  });

  it('counts paid and shipped orders as paid', () => {
    expect(orderStatuses.filter(isPaidStatus)).toEqual(['paid', 'shipped']);
  });
});
