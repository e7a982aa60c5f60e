import type { Order, Part } from '@phoneparts/contracts';

/** A part as the API answers it; a test overrides what it is about. */
export function makePart(overrides: Partial<Part> = {}): Part {
  return {
    _id: 'p1',
    name: 'iPhone 13 Screen',
    picture: '/images/parts/screen.svg',
    description: 'OLED screen',
    price: 25,
    minQuantity: 10,
    availableQuantity: 50,
    brand: null,
    models: [],
    category: null,
    sku: 'APL-IP13-SCR',
    priceBands: [],
    grade: null,
    warrantyDays: 90,
    lowStockThreshold: null,
    version: 1,
    ...overrides,
  };
}

/** An unpaid order as the API answers it, held for 30 minutes from now; a test overrides what it is about. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  const first = {
    partId: overrides.productId === undefined ? 'p1' : overrides.productId,
    name: overrides.name ?? 'iPhone 13 Screen',
    picture: overrides.picture ?? '/images/parts/screen.svg',
    unitPrice: overrides.price ?? 25,
    quantity: overrides.quantity ?? 10,
  };
  const lines = overrides.lines ?? [{ ...first, lineTotal: first.unitPrice * first.quantity, tax: 0 }];
  const total = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  return {
    _id: 'o1',
    productId: 'p1',
    name: 'iPhone 13 Screen',
    userName: 'Ana Buyer',
    phone: '5551234567',
    email: 'ana@example.com',
    address: '1 Main St',
    picture: '/images/parts/screen.svg',
    description: 'OLED screen',
    price: 25,
    availableQuantity: 40,
    quantity: 10,
    paid: false,
    status: 'placed',
    transactionId: null,
    createdAt: new Date().toISOString(),
    heldUntil: new Date(Date.now() + 30 * 60_000).toISOString(),
    refundedAt: null,
    expired: false,
    carrier: null,
    trackingNumber: null,
    lines,
    total,
    totalUnits: lines.reduce((sum, line) => sum + line.quantity, 0),
    // A spec-form order: no shipping or tax charged, shipped to the home country as written.
    goods: total,
    shipping: 0,
    tax: 0,
    taxRate: 0,
    pricesIncludeTax: false,
    taxExemptId: null,
    shippingAddress: { line1: '1 Main St', country: 'US' },
    shippingMethod: null,
    poNumber: null,
    note: null,
    ...overrides,
  };
}
