import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Always stored lower-cased; unique. */
    email: text('email').notNull().unique(),
    /** scrypt hash; null for accounts that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    displayName: text('display_name').notNull().default(''),
    photoUrl: text('photo_url'),
    emailVerified: boolean('email_verified').notNull().default(false),
    role: text('role').$type<'admin' | null>(),
    education: text('education'),
    location: text('location'),
    phone: text('phone'),
    socialLinks: text('social_links'),
    /** OpenID Connect subject of a linked Google account. */
    googleSubject: text('google_subject').unique(),
    /** Bumped to invalidate every token issued before (password reset). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} is null or ${t.role} = 'admin'`),
    // The admin's users list, oldest first.
    index('users_created_idx').on(t.createdAt, t.email),
    // The same list by part of the email ("contains", any case).
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/**
 * One-time links mailed to a user (email verification, password reset, a change of email address).
 * Only a hash is stored.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify_email' | 'password_reset' | 'change_email'>().notNull(),
    /** change_email only: the address the account moves to when the link (mailed there) is opened. */
    newEmail: text('new_email'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_tokens_user_idx').on(t.userId),
    check('email_tokens_purpose_check', sql`${t.purpose} in ('verify_email', 'password_reset', 'change_email')`),
    check('email_tokens_new_email_check', sql`(${t.purpose} = 'change_email') = (${t.newEmail} is not null)`),
  ],
);
