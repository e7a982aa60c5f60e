import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { RecurringRun } from '../common/scheduling/recurring-run';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { EventBus } from '../events';
import { BackInStockSweep } from './back-in-stock.sweep';

/** A burst of stock changes (several cancelled orders at once) makes one run, not one per change. */
const soonMs = 100;

/**
 * Runs the back-in-stock sweep every STOCK_ALERT_SWEEP_SECONDS on every replica, and shortly after
 * this replica commits a change that may make a part orderable again: a cancelled or expired order's
 * units back on the shelf, an admin's edit of a part (events `stock-returned`, `parts-changed`). A
 * hint only: which requests are due, and which replica mails each, is decided in the database
 * (docs/decisions/0004); a missed hint costs a wait, not a mail.
 */
@Injectable()
export class BackInStockScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('BackInStock');
  private readonly runs: RecurringRun;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sweep: BackInStockSweep,
    events: EventBus,
  ) {
    this.runs = new RecurringRun(() => this.run(), { everyMs: config.stockAlerts.sweepSeconds * 1000, soonMs });
    events.subscribe(['stock-returned'], () => this.runs.soon());
    events.subscribe(['parts-changed'], (event) => {
      if (event.mayRaiseStock) this.runs.soon();
    });
  }

  onApplicationBootstrap() {
    this.runs.start();
  }

  async onApplicationShutdown() {
    await this.runs.stop();
  }

  private async run() {
    try {
      await this.sweep.run();
    } catch (error) {
      this.logger.error(`Back-in-stock sweep failed: ${(error as Error).message}`);
    }
  }
}
