import type { AuthIdentity, Order, Part, UserProfile } from '@phoneparts/contracts';

export const customer: AuthIdentity = {
  uid: 'u-ana',
  email: 'ana@example.com',
  displayName: 'Ana Buyer',
  photoURL: null,
  emailVerified: true,
  admin: false,
};

export const admin: AuthIdentity = {
  uid: 'u-admin',
  email: 'admin@phoneparts.test',
  displayName: 'Shop Admin',
  photoURL: null,
  emailVerified: true,
  admin: true,
};

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    productId: 'p1',
    name: 'iPhone 13 Screen',
    userName: 'Ana Buyer',
    phone: '5551234567',
    email: customer.email,
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
    ...overrides,
  };
}

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
    version: 1,
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    _id: 'u-ana',
    email: customer.email,
    role: null,
    userName: 'Ana Buyer',
    photoURL: null,
    emailVerified: true,
    education: null,
    location: null,
    phone: null,
    socialLinks: null,
    ...overrides,
  };
}
