import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users.table';

/**
 * One-time codes that end a Google sign-in: the API sends the browser back to the shell with a code,
 * and only the shell tab that started the sign-in can exchange it for a token (it holds the verifier
 * whose SHA-256 is `binding`). Only the code's hash is stored; a code lives a minute and works once.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: id(),
    codeHash: text('code_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url SHA-256 of the verifier the shell keeps in sessionStorage. */
    binding: text('binding').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_codes_expires_idx').on(t.expiresAt)],
);
