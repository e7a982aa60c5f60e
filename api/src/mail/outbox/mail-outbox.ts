import { Injectable } from '@nestjs/common';
import type { Database, Tx } from '../../database/database';
import type { MailContent } from '../mail-templates';
import { OutboxMailsRepository, type QueuedMail } from './outbox-mails.repository';
import { OutboxScheduler } from './outbox-scheduler';

/**
 * A mail to queue: who gets it, what to send, and the event it reports. What to send is either a
 * template and its data (rendered when the mail is sent, see MailRenderers) or the finished content.
 */
export type OutboxMail = {
  to: string;
  /** What the mail reports, e.g. `order-shipped` (logs, tests). */
  kind: string;
  /**
   * Names the event, e.g. `order-shipped:<order id>`: one mail per key, however often the change
   * is retried or reported (a second enqueue with the same key does nothing).
   */
  dedupeKey: string;
} & (
  | { template: string; /** Stored as JSON: plain values only (a Date becomes its ISO string). */ data: object }
  | { content: MailContent }
);

/**
 * The only way the API sends mail (docs/architecture.md#57-mail). `enqueue` writes the mail in the transaction
 * of the change it reports: committed together, or rolled back together (a refused order queues
 * nothing). The outbox worker (OutboxWorker) then renders and sends it, with retries.
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

const stored = (mail: OutboxMail): QueuedMail => {
  const { kind, dedupeKey, to } = mail;
  return 'template' in mail
    ? { kind, dedupeKey, to, template: mail.template, templateData: mail.data }
    : { kind, dedupeKey, to, ...mail.content };
};
