import type { AuthIdentity, UserProfile } from '@phoneparts/contracts';

type AccountFields = {
  id: string;
  email: string;
  role: 'admin' | null;
  displayName: string;
  photoUrl: string | null;
  emailVerified: boolean;
};

/** An account as the profile screens and the admin list read it (docs/product.md#3-entities, "User"). */
export function toUserProfile(
  user: AccountFields & {
    education: string | null;
    location: string | null;
    phone: string | null;
    socialLinks: string | null;
  },
): UserProfile {
  return {
    _id: user.id,
    email: user.email,
    role: user.role ?? null,
    userName: user.displayName,
    photoURL: user.photoUrl,
    emailVerified: user.emailVerified,
    education: user.education,
    location: user.location,
    phone: user.phone,
    socialLinks: user.socialLinks,
  };
}

/**
 * The signed-in identity of GET /auth/me and of `{accessToken, user}` (docs/product.md#3-entities, "Signed-in
 * identity").
 */
export function toAuthIdentity(user: AccountFields): AuthIdentity {
  return {
    uid: user.id,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoUrl,
    emailVerified: user.emailVerified,
    admin: user.role === 'admin',
  };
}
