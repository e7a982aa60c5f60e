import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns every table has. Ids are UUIDs made by PostgreSQL (the API shows them as `_id`). */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
