import { Injectable } from '@nestjs/common';
import type { Database, Tx } from '../../database/database';
import type { MailContent } from '../mail-templates';
import { OutboxMailsRepository, type QueuedMail } from './outbox-mails.repository';
import { OutboxScheduler } from './outbox-scheduler';

/** A mail to queue: who gets it, what it says, and the event it reports. */
export interface OutboxMail {
  to: string;
  content: MailContent;
  /** What the mail reports, e.g. `order-shipped` (logs, tests). */
  kind: string;
  /**
   * Names the event, e.g. `order-shipped:<order id>`: one mail per key, however often the change
   * is retried or reported (a second enqueue with the same key does nothing).
   */
  dedupeKey: string;
}

/**
 * The only way the API sends mail (design.md §6 "Mail"). `enqueue` writes the rendered mail in the
 * transaction of the change it reports: committed together, or rolled back together (a refused
 * order queues nothing). The outbox worker (OutboxWorker) then sends it, with retries.
 */
@Injectable()
export class MailOutbox {
  constructor(
    private readonly mails: OutboxMailsRepository,
    private readonly scheduler: OutboxScheduler,
  ) {}

  /** False when a mail with this dedupe key was queued before (nothing new is queued then). */
  async enqueue(tx: Tx | Database, mail: OutboxMail): Promise<boolean> {
    const queued = await this.mails.insert(tx, stored(mail));
    // Most transactions commit within milliseconds: look again soon rather than at the next poll.
    if (queued) this.scheduler.soon();
    return queued;
  }
}

const stored = (mail: OutboxMail): QueuedMail => ({
  kind: mail.kind,
  dedupeKey: mail.dedupeKey,
  to: mail.to,
  subject: mail.content.subject,
  text: mail.content.text,
  html: mail.content.html,
});
