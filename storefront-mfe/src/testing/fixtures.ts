import type { AuthIdentity, Cart, CartLine, Review } from '@phoneparts/contracts';

export const customer: AuthIdentity = {
  uid: 'u-1',
  email: 'jane@example.com',
  displayName: 'Jane Buyer',
  photoURL: null,
  emailVerified: true,
  admin: false,
};

export const makeReview = (overrides: Partial<Review> = {}): Review => ({
  _id: 'r-1',
  userName: 'Sam',
  picture: null,
  ratings: 5,
  comment: 'Great parts',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const makeCartLine = (overrides: Partial<CartLine> = {}): CartLine => ({
  partId: 'p-1',
  name: 'Battery',
  picture: '/images/parts/battery.svg',
  unitPrice: 12.5,
  quantity: 10,
  lineTotal: 125,
  minQuantity: 10,
  availableQuantity: 100,
  flags: [],
  ...overrides,
});

/** A cart of these lines, its figures summed as the API does. */
export const makeCart = (lines: CartLine[]): Cart => ({
  lines,
  lineCount: lines.length,
  totalUnits: lines.reduce((sum, line) => sum + line.quantity, 0),
  total: lines.reduce((sum, line) => sum + line.lineTotal, 0),
  canCheckout: lines.length > 0 && lines.every((line) => line.flags.length === 0),
});
