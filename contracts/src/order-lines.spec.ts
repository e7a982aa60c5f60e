import type { OrderLine } from './entities';
import { linesOf, orderAmount, orderTitle, orderUnits } from './order-lines';

const line = (name: string, quantity: number, unitPrice: number): OrderLine => ({
  partId: name,
  name,
  picture: `/images/${name}.svg`,
  unitPrice,
  quantity,
  lineTotal: unitPrice * quantity,
});
const single = { productId: 'p1', name: 'Screen', picture: '/s.svg', price: 0.1, quantity: 3 };

describe('order lines for display', () => {
  it('names a multi-line order by its first part and how many more, with all its units and total', () => {
    const order = { ...single, lines: [line('Screen', 3, 10), line('Battery', 5, 4), line('Glue', 2, 1)] };
    expect(orderTitle({ ...order, totalUnits: 10, total: 52 })).toBe('Screen + 2 more');
    expect(orderUnits(order)).toBe(10);
    expect(orderAmount(order)).toBe(52);
    expect(orderUnits({ ...order, totalUnits: 10 })).toBe(10);
  });

  it("shows a one-line order as its part, and reads an older API's order (no lines) as one line", () => {
    expect(orderTitle({ ...single, lines: [line('Screen', 3, 0.1)] })).toBe('Screen');
    expect(linesOf(single)).toEqual([
      { partId: 'p1', name: 'Screen', picture: '/s.svg', unitPrice: 0.1, quantity: 3, lineTotal: 0.3 },
    ]);
    expect(orderTitle(single)).toBe('Screen');
    expect(orderUnits(single)).toBe(3);
    expect(orderAmount(single)).toBe(0.3);
  });
});
