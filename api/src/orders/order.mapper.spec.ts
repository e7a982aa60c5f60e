import { toOrderHistoryJson, toOrderJson as toOrderJsonIn } from './order.mapper';
import type { OrderLineRow, OrderRow } from './order-row';

/** The shop's home country in these examples (configuration). */
const home = 'US';
const toOrderJson = (row: OrderRow, lines: OrderLineRow[]) => toOrderJsonIn(row, lines, home);

const row: OrderRow = {
  id: '7d1c3a5e-8f4b-4c2a-9a53-1b2c3d4e5f60',
  userId: '11111111-2222-4333-8444-555555555555',
  accountDeletedAt: null,
  email: 'alice@test.example',
  userName: 'Alice Customer',
  phone: '+123 456 7890',
  address: '1 Main Street',
  totalCents: 38997,
  // An order placed before shipping and tax (migration 0024's defaults).
  shippingCents: 0,
  taxCents: 0,
  goodsCents: 38997,
  taxRateMilliPercent: 0,
  pricesIncludeTax: false,
  taxExemptId: null,
  shippingAddress: null,
  shippingMethod: null,
  poNumber: null,
  note: null,
  status: 'placed',
  paymentIntentId: 'pi_internal',
  transactionId: null,
  heldUntil: new Date('2026-01-02T03:34:05.000Z'),
  refundId: null,
  refundedAt: null,
  expiredAt: null,
  carrier: null,
  trackingNumber: null,
  invoiceNumber: null,
  createdAt: new Date('2026-01-02T03:04:05.000Z'),
  updatedAt: new Date('2026-01-02T03:04:05.000Z'),
};

const partId = '0b6f2d9e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const lines: OrderLineRow[] = [
  {
    orderId: row.id,
    id: '5a1c9e0f-2b3d-4e5f-8a7b-6c5d4e3f2a10',
    position: 1,
    partId,
    name: 'iPhone 13 OLED screen',
    sku: 'APL-IP13-OLED',
    warrantyDays: 365,
    picture: '/images/parts/iphone-13-screen.svg',
    description: 'Replacement display',
    unitPriceCents: 12999,
    quantity: 3,
    availableQuantity: 17,
    taxCents: 0,
  },
];

describe('toOrderJson', () => {
  it('sends the documented shape with dollars and _id, and nothing internal', () => {
    expect(toOrderJson(row, lines)).toEqual({
      _id: row.id,
      productId: partId,
      name: 'iPhone 13 OLED screen',
      userName: 'Alice Customer',
      phone: '+123 456 7890',
      email: 'alice@test.example',
      accountDeleted: false,
      address: '1 Main Street',
      picture: '/images/parts/iphone-13-screen.svg',
      description: 'Replacement display',
      price: 129.99,
      availableQuantity: 17,
      quantity: 3,
      paid: false,
      status: 'placed',
      transactionId: null,
      createdAt: '2026-01-02T03:04:05.000Z',
      heldUntil: '2026-01-02T03:34:05.000Z',
      refundedAt: null,
      expired: false,
      carrier: null,
      trackingNumber: null,
      lines: [
        {
          lineId: '5a1c9e0f-2b3d-4e5f-8a7b-6c5d4e3f2a10',
          partId: partId,
          name: 'iPhone 13 OLED screen',
          picture: '/images/parts/iphone-13-screen.svg',
          unitPrice: 129.99,
          quantity: 3,
          lineTotal: 389.97,
          tax: 0,
          sku: 'APL-IP13-OLED',
        },
      ],
      total: 389.97,
      totalUnits: 3,
      goods: 389.97,
      shipping: 0,
      tax: 0,
      taxRate: 0,
      pricesIncludeTax: false,
      taxExemptId: null,
      shippingAddress: { line1: '1 Main Street', country: 'US' },
      shippingMethod: null,
      poNumber: null,
      note: null,
      invoiceNumber: null,
    });
  });

  it('describes an order of several lines by its first line, and totals all of them', () => {
    const more: OrderLineRow[] = [
      ...lines,
      // A later line of an order placed before lines kept the description and stock left.
      {
        ...lines[0],
        id: '5a1c9e0f-2b3d-4e5f-8a7b-6c5d4e3f2a11',
        position: 2,
        partId: null,
        name: 'Deleted part',
        sku: null,
        description: null,
        unitPriceCents: 250,
        quantity: 10,
        availableQuantity: null,
      },
    ];
    const json = toOrderJson({ ...row, totalCents: 38997 + 2500 }, more);
    expect(json).toMatchObject({
      name: 'iPhone 13 OLED screen',
      price: 129.99,
      quantity: 3,
      total: 414.97,
      totalUnits: 13,
    });
    expect(json.lines[1]).toEqual({
      lineId: '5a1c9e0f-2b3d-4e5f-8a7b-6c5d4e3f2a11',
      partId: null,
      name: 'Deleted part',
      picture: '/images/parts/iphone-13-screen.svg',
      unitPrice: 2.5,
      quantity: 10,
      lineTotal: 25,
      tax: 0,
      sku: null,
    });
  });

  it('answers the charges and the address an order was placed with, and the home country for an older one', () => {
    const uk = { name: 'Ann Smith', line1: '1 High Street', city: 'London', postalCode: 'EC1Y 8SY', country: 'GB' };
    const charged: OrderRow = {
      ...row,
      address: 'Ann Smith, 1 High Street, London EC1Y 8SY, United Kingdom',
      totalCents: 38997 + 499 + 7899,
      shippingCents: 499,
      taxCents: 7899,
      goodsCents: 38997,
      taxRateMilliPercent: 20_000,
      shippingAddress: uk,
      shippingMethod: 'Royal Mail Tracked 48',
      poNumber: 'PO-4471',
      note: 'Leave at reception',
    };
    expect(toOrderJson(charged, [{ ...lines[0], taxCents: 7799 }])).toMatchObject({
      goods: 389.97,
      shipping: 4.99,
      tax: 78.99,
      total: 473.95,
      taxRate: 20,
      pricesIncludeTax: false,
      taxExemptId: null,
      shippingAddress: uk,
      shippingMethod: 'Royal Mail Tracked 48',
      poNumber: 'PO-4471',
      note: 'Leave at reception',
      lines: [expect.objectContaining({ lineTotal: 389.97, tax: 77.99 })],
    });
    expect(toOrderJsonIn(row, lines, 'GB').shippingAddress).toEqual({ line1: '1 Main Street', country: 'GB' });
  });

  it.each([
    ['placed', false],
    ['paid', true],
    ['shipped', true],
    ['cancelled', false],
  ] as const)('marks a %s order paid=%s', (status, paid) => {
    expect(toOrderJson({ ...row, status }, lines).paid).toBe(paid);
  });

  it('shows the hold only while the order is unpaid, and the refund of a late payment', () => {
    expect(toOrderJson({ ...row, status: 'cancelled' }, lines).heldUntil).toBeNull();
    expect(
      toOrderJson({ ...row, status: 'cancelled', refundedAt: new Date('2026-01-02T04:00:00.000Z') }, lines).refundedAt,
    ).toBe('2026-01-02T04:00:00.000Z');
  });

  it('tells an expired order from one a person cancelled, and shows how a shipped one travels', () => {
    expect(toOrderJson({ ...row, status: 'cancelled', expiredAt: new Date() }, lines).expired).toBe(true);
    expect(toOrderJson({ ...row, status: 'cancelled' }, lines).expired).toBe(false);
    expect(
      toOrderJson({ ...row, status: 'shipped', carrier: 'DHL', trackingNumber: 'JD0146000034' }, lines),
    ).toMatchObject({
      carrier: 'DHL',
      trackingNumber: 'JD0146000034',
    });
  });

  it('keeps the snapshot when the part was deleted', () => {
    expect(toOrderJson(row, [{ ...lines[0], partId: null }])).toMatchObject({
      productId: null,
      name: 'iPhone 13 OLED screen',
      description: 'Replacement display',
      availableQuantity: 17,
    });
  });

  it('refuses an order without a complete line 1 rather than answer made-up single-part fields', () => {
    expect(() => toOrderJson(row, [])).toThrow('has no complete line 1');
    expect(() => toOrderJson(row, [{ ...lines[0], position: 2 }])).toThrow('has no complete line 1');
    expect(() => toOrderJson(row, [{ ...lines[0], description: null }])).toThrow('has no complete line 1');
  });
});

describe('toOrderHistoryJson', () => {
  it('says who moved the order, when, from what to what', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(
      toOrderHistoryJson({
        id: 'h',
        orderId: row.id,
        fromStatus: 'placed',
        toStatus: 'paid',
        byUserId: null,
        byEmail: null,
        note: 'webhook',
        createdAt: at,
      }),
    ).toEqual({ from: 'placed', to: 'paid', byEmail: null, note: 'webhook', at: '2026-01-02T03:04:05.000Z' });
  });
});
