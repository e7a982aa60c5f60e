import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * The mail outbox (docs/architecture.md#57-mail): a mail is written here, as a template and its data, in the
 * same transaction as the change it reports (and rendered when it is sent), so a rolled-back change leaves no mail and a committed one
 * always has its mail. A worker on each API replica claims due rows, sends them over SMTP and marks
 * them sent; a failure waits `next_attempt_at` (exponential back-off) and is tried again.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: id(),
    /** What the mail reports (order-placed, verify-email, …): for logs and tests, not for sending. */
    kind: text('kind').notNull(),
    /**
     * One mail per event: enqueueing the same key again is a no-op (e.g. `order-shipped:<order id>`),
     * so a retried transition or a repeated webhook never queues a second mail.
     */
    dedupeKey: text('dedupe_key').notNull().unique(),
    toAddress: text('to_address').notNull(),
    /**
     * What to send: the template (MailRenderers) and its data, rendered by the worker when it sends, so
     * a template changed meanwhile applies. Null for a mail queued rendered (the columns below).
     */
    template: text('template'),
    /** Emptied once sent, like the bodies. */
    templateData: jsonb('template_data').$type<unknown>(),
    /** A rendered mail's subject; once sent, the subject that went out (templates' too). */
    subject: text('subject'),
    /** A rendered mail's bodies; emptied once sent: a mailed one-time link must not stay readable. */
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** pending → sent, or failed after MAIL_MAX_ATTEMPTS. */
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The lease of the worker sending it: nobody else claims the row until then. A replica that
     * crashed mid-send leaves a lease that simply runs out, and the mail is tried again.
     */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Which claim holds the lease: a worker whose lease ran out cannot overwrite a newer claim's outcome. */
    claimId: uuid('claim_id'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // The worker's claim reads only unsent mails, the most overdue first.
    index('outbox_mails_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('outbox_mails_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    // Until it is sent, a mail has something to send: a template with its data, or the rendered mail.
    check(
      'outbox_mails_content_check',
      sql`${t.status} = 'sent' or (${t.template} is not null and ${t.templateData} is not null) or (${t.template} is null and ${t.subject} is not null and ${t.textBody} is not null and ${t.htmlBody} is not null)`,
    ),
  ],
);
