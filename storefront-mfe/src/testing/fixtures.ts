import type { AuthIdentity, Order, Part, Review } from '@phoneparts/contracts';

export const customer: AuthIdentity = {
  uid: 'u-1',
  email: 'jane@example.com',
  displayName: 'Jane Buyer',
  photoURL: null,
  emailVerified: true,
  admin: false,
};

export const makePart = (overrides: Partial<Part> = {}): Part => ({
  _id: 'p-1',
  name: 'Battery',
  picture: '/images/parts/battery.svg',
  description: 'A phone battery',
  price: 12.5,
  minQuantity: 10,
  availableQuantity: 100,
  brand: null,
  models: [],
  category: null,
  version: 1,
  ...overrides,
});

export const makeOrder = (overrides: Partial<Order> = {}): Order => ({
  _id: 'o-1',
  productId: 'p-1',
  name: 'Battery',
  userName: customer.displayName,
  phone: '+123 456 7890',
  email: customer.email,
  address: '1 Main Street',
  picture: '/images/parts/battery.svg',
  description: 'A phone battery',
  price: 12.5,
  availableQuantity: 88,
  quantity: 12,
  paid: false,
  status: 'placed',
  transactionId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  heldUntil: '2026-01-01T00:30:00.000Z',
  refundedAt: null,
  expired: false,
  carrier: null,
  trackingNumber: null,
  ...overrides,
});

export const makeReview = (overrides: Partial<Review> = {}): Review => ({
  _id: 'r-1',
  userName: 'Sam',
  picture: null,
  ratings: 5,
  comment: 'Great parts',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
