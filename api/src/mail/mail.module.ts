import { Module } from '@nestjs/common';
import { MailService } from './mail.service';
import { MailOutbox } from './outbox/mail-outbox';
import { MailRenderers } from './outbox/mail-renderers';
import { OutboxMailsRepository } from './outbox/outbox-mails.repository';
import { OutboxScheduler } from './outbox/outbox-scheduler';
import { OutboxWorker } from './outbox/outbox-worker';

/**
 * Mail: features queue mails with `MailOutbox.enqueue(tx, …)` inside their own transaction, as a
 * template (registered with MailRenderers) and its data; the outbox worker on every replica renders and
 * sends them over SMTP with retries (outbox/outbox-worker.ts).
 */
@Module({
  providers: [MailService, OutboxMailsRepository, OutboxWorker, OutboxScheduler, MailOutbox, MailRenderers],
  exports: [MailOutbox, MailRenderers],
})
export class MailModule {}
