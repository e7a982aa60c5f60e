import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { OutboxMailsRepository } from './outbox-mails.repository';
import { OutboxWorker } from './outbox-worker';

/** Sent mails are forgotten after this many days (only their subject and recipient were left). */
const keepSentDays = 30;
const pruneEveryMs = 60 * 60 * 1000;
/** A queued mail's transaction usually commits within this: the worker looks then, not at the next poll. */
const soonMs = 200;

/**
 * Runs the outbox worker every MAIL_WORKER_SECONDS on every replica, and shortly after a mail is
 * queued here. The timer only says "look now": which mails are due, and which replica sends each,
 * is decided in the database (OutboxMailsRepository.claimDue).
 */
@Injectable()
export class OutboxScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailOutbox');
  private timer: NodeJS.Timeout | undefined;
  private soonTimer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | null = null;
  private again = false;
  private stopped = false;
  private lastPrune = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly worker: OutboxWorker,
    private readonly mails: OutboxMailsRepository,
  ) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => this.tick(), this.config.mail.workerSeconds * 1000);
    this.timer.unref();
    // Mails left from before a restart go out now, not after the first interval.
    this.soon();
  }

  async onApplicationShutdown() {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.soonTimer);
    await this.running;
  }

  /** Asks for a run shortly (after a mail was queued); a run already under way runs once more. */
  soon() {
    if (this.stopped || this.soonTimer) return;
    this.soonTimer = setTimeout(() => {
      this.soonTimer = undefined;
      this.tick();
    }, soonMs);
    this.soonTimer.unref();
  }

  /** One run at a time per replica; a request during a run makes it run once more. */
  private tick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.tick();
      }
    });
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
