import { orderStatuses } from './entities';
import { isCancellable, isShippable } from './order-states';

describe('order actions offered from the state table', () => {
  it('offers Cancel only on an unpaid order and Ship only on a paid one', () => {
    expect(orderStatuses.filter((status) => isCancellable({ status }))).toEqual(['placed']);
    expect(orderStatuses.filter((status) => isShippable({ status }))).toEqual(['paid']);
  });
});
