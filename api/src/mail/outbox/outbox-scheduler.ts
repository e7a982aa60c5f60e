import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { RecurringRun } from '../../common/scheduling/recurring-run';
import { OutboxMailsRepository } from './outbox-mails.repository';
import { OutboxWorker } from './outbox-worker';

/** Sent mails are forgotten after this many days (only their subject and recipient were left). */
const keepSentDays = 30;
const pruneEveryMs = 60 * 60 * 1000;
/** A queued mail's transaction usually commits within this: the worker looks then, not at the next poll. */
const soonMs = 200;

/**
 * Runs the outbox worker every MAIL_WORKER_SECONDS on every replica, and shortly after a mail is
 * queued here. Which mails are due, and which replica sends each, is decided in the database
 * (OutboxMailsRepository.claimDue).
 */
@Injectable()
export class OutboxScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailOutbox');
  private readonly runs: RecurringRun;
  private lastPrune = 0;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly worker: OutboxWorker,
    private readonly mails: OutboxMailsRepository,
  ) {
    this.runs = new RecurringRun(() => this.run(), { everyMs: config.mail.workerSeconds * 1000, soonMs });
  }

  onApplicationBootstrap() {
    this.runs.start();
    // Mails left from before a restart go out now, not after the first interval.
    this.runs.soon();
  }

  async onApplicationShutdown() {
    await this.runs.stop();
  }

  /** Asks for a run shortly (after a mail was queued); a run already under way runs once more. */
  soon() {
    this.runs.soon();
  }

  private async run() {
    try {
      await this.worker.drain();
      if (Date.now() - this.lastPrune > pruneEveryMs) {
        this.lastPrune = Date.now();
        await this.mails.deleteSentBefore(keepSentDays);
      }
    } catch (error) {
      // Most likely the database is unreachable: the mails stay queued and the next run tries again.
      this.logger.error(`Mail outbox run failed: ${(error as Error).message}`);
    }
  }
}
