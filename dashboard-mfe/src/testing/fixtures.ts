import type { AuthIdentity, UserProfile } from '@phoneparts/contracts';

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
