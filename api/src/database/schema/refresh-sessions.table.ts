import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table';

/**
 * Refresh sessions (sessions/): one row per sign-in, a "family" of refresh tokens. A refresh token is
 * `<family id>.<secret>`; only the SHA-256 of the current secret (and of the one just before it, for
 * the grace of two tabs renewing at once) is stored. Any other secret of a known family is a spent
 * token presented again: the family ends. `token_version` is the account's at sign-in: a password
 * reset or change, or signing out, bumps the account's and so ends every family of it at once.
 */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    familyId: uuid('family_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenVersion: integer('token_version').notNull(),
    tokenHash: text('token_hash').notNull(),
    previousTokenHash: text('previous_token_hash'),
    /** The sign-in: the absolute limit counts from here. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last renewal (or the sign-in): the idle limit counts from here. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_sessions_user_idx').on(t.userId)],
);
