import type { AuthIdentity, Review } from '@phoneparts/contracts';

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
