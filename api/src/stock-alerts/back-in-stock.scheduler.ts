import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { StockRises } from '../parts';
import { BackInStockSweep } from './back-in-stock.sweep';

/** A burst of stock changes (a cancelled cart of many lines) makes one run, not one per change. */
const soonMs = 100;

/**
 * Runs the back-in-stock sweep every STOCK_ALERT_SWEEP_SECONDS on every replica, and shortly after
 * this replica's own stock changes (StockRises). The timer only says "look now": which requests are
 * due, and which replica mails each, is decided in the database (docs/decisions/0004).
 */
@Injectable()
export class BackInStockScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('BackInStock');
  private timer: NodeJS.Timeout | undefined;
  private soonTimer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sweep: BackInStockSweep,
    stockRises: StockRises,
  ) {
    stockRises.listen(() => this.soon());
  }

  onApplicationBootstrap() {
    this.timer = setInterval(() => this.tick(), this.config.stockAlerts.sweepSeconds * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown() {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.soonTimer);
    await this.running;
  }

  private soon() {
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
    this.running = this.sweep
      .run()
      .catch((error: Error) => this.logger.error(`Back-in-stock sweep failed: ${error.message}`))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.tick();
        }
      });
  }
}
