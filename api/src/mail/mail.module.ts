import { Module } from '@nestjs/common';
import { MailService } from './mail.service';
import { MailOutbox } from './outbox/mail-outbox';
import { OutboxMailsRepository } from './outbox/outbox-mails.repository';
import { OutboxScheduler } from './outbox/outbox-scheduler';
import { OutboxWorker } from './outbox/outbox-worker';

/**
 * Mail: features queue rendered mails with `MailOutbox.enqueue(tx, …)` inside their own transaction;
 * the outbox worker on every replica sends them over SMTP with retries (outbox/outbox-worker.ts).
 */
@Module({
  providers: [MailService, OutboxMailsRepository, OutboxWorker, OutboxScheduler, MailOutbox],
  exports: [MailOutbox],
})
export class MailModule {}
