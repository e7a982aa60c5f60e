import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Wrong passwords counted for the sign-in throttle (auth/sign-in-throttle.ts), one row per key: an
 * (account, address) pair, an address, or an account. `next_attempt_at` is when the key may try again
 * (the progressive delay); `forget_at` is when the failures no longer count; `refused` tells the
 * statement that just wrote the row whether it was let through.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    forgetAt: timestamp('forget_at', { withTimezone: true }).notNull(),
    refused: boolean('refused').notNull().default(false),
  },
  (table) => [index('sign_in_failures_forget_at_idx').on(table.forgetAt)],
);
