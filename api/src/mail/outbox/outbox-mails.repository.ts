import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database, Tx } from '../../database/database';
import { DB } from '../../database/database.module';
import { outboxMails } from '../../database/schema';

export type OutboxMailRow = typeof outboxMails.$inferSelect;

/** A mail as the outbox stores it: a template and its data (rendered at send), or the rendered mail. */
export type QueuedMail = { kind: string; dedupeKey: string; to: string } & (
  { template: string; templateData: object } | { subject: string; text: string; html: string }
);

/** The outbox's SQL: enqueue (in the caller's transaction), claim with a lease, record the outcome. */
@Injectable()
export class OutboxMailsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** Writes the mail in `ex`'s transaction; false when a mail with this dedupe key is queued already. */
  async insert(ex: Tx | Database, mail: QueuedMail): Promise<boolean> {
    const inserted = await ex
      .insert(outboxMails)
      .values({
        kind: mail.kind,
        dedupeKey: mail.dedupeKey,
        toAddress: mail.to,
        ...('template' in mail
          ? { template: mail.template, templateData: mail.templateData }
          : { subject: mail.subject, textBody: mail.text, htmlBody: mail.html }),
      })
      .onConflictDoNothing({ target: outboxMails.dedupeKey })
      .returning({ id: outboxMails.id });
    return inserted.length > 0;
  }

  /**
   * Claims up to `limit` due mails for `leaseSeconds`, oldest first: pending, their retry time reached,
   * and no live lease. The inner select locks the rows it picks with SKIP LOCKED, so replicas claiming at the same
   * moment take different rows instead of waiting for each other; the lease then keeps them off every
   * later claim until it runs out. Each claim counts as an attempt, so a mail whose sending crashes
   * the process still reaches MAIL_MAX_ATTEMPTS.
   */
  async claimDue(limit: number, leaseSeconds: number): Promise<OutboxMailRow[]> {
    const due = this.db
      .select({ id: outboxMails.id })
      .from(outboxMails)
      .where(
        and(
          eq(outboxMails.status, 'pending'),
          lte(outboxMails.nextAttemptAt, sql`now()`),
          or(isNull(outboxMails.lockedUntil), lt(outboxMails.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outboxMails.createdAt), asc(outboxMails.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(outboxMails)
      .set({
        claimId: randomUUID(),
        lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
        attempts: sql`${outboxMails.attempts} + 1`,
      })
      .where(inArray(outboxMails.id, due))
      .returning();
    // RETURNING gives rows in no particular order: put them back in queue order, so a customer's
    // "placed" mail goes out before its "paid" one when both are in one batch.
    return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  }

  /**
   * The SMTP server accepted the mail. Not conditional on the claim: even a worker whose lease ran out
   * records a delivery, so whoever claims it next finds it sent. The bodies and the template's data are
   * emptied (a mailed one-time link must not stay readable in the database); the subject that was sent
   * and the recipient stay for the record.
   */
  async markSent(id: string, subject: string): Promise<void> {
    await this.db
      .update(outboxMails)
      .set({
        status: 'sent',
        sentAt: sql`now()`,
        lockedUntil: null,
        claimId: null,
        subject,
        textBody: '',
        htmlBody: '',
        templateData: null,
      })
      .where(and(eq(outboxMails.id, id), eq(outboxMails.status, 'pending')));
  }

  /**
   * The send failed: try again in `retryInSeconds`, or give up (`failed`) after the last attempt.
   * Only the claim that holds the row records this, so a stale worker cannot postpone a newer claim.
   */
  async markFailed(row: Pick<OutboxMailRow, 'id' | 'claimId'>, error: string, retryInSeconds: number | null) {
    await this.db
      .update(outboxMails)
      .set({
        status: retryInSeconds === null ? 'failed' : 'pending',
        nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds ?? 0})`,
        lockedUntil: null,
        claimId: null,
        lastError: error.slice(0, 1000),
      })
      .where(and(eq(outboxMails.id, row.id), eq(outboxMails.claimId, row.claimId!)));
  }

  /** Forgets mails sent more than `days` days ago (their bodies were emptied when they were sent). */
  async deleteSentBefore(days: number): Promise<number> {
    const deleted = await this.db
      .delete(outboxMails)
      .where(and(eq(outboxMails.status, 'sent'), lt(outboxMails.sentAt, sql`now() - make_interval(days => ${days})`)))
      .returning({ id: outboxMails.id });
    return deleted.length;
  }
}
