import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { OrderExpiryService } from './order-expiry.service';

/**
 * Reconciles unpaid orders' intents once at start-up, then triggers the expiry sweep every
 * ORDER_SWEEP_SECONDS on every replica. The timer only says "look
 * now": which orders are due, and who handles each, is decided in the database.
 */
@Injectable()
export class OrderExpiryScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OrderExpiryScheduler.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly expiry: OrderExpiryService,
  ) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => this.tick(), this.config.orders.sweepSeconds * 1000);
    this.timer.unref();
    // At once, not at the first tick: a payment missed while no replica ran is recorded on start-up.
    this.running = this.expiry
      .reconcileOpenIntents()
      .catch((error: Error) => this.logger.error(`Start-up reconciliation failed: ${error.message}`))
      .finally(() => (this.running = null));
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.running;
  }

  /** One sweep at a time per replica; a slow one is not stacked on. */
  private tick() {
    if (this.running) return;
    this.running = this.expiry
      .sweep()
      .catch((error: Error) => this.logger.error(`Expiry sweep failed: ${error.message}`))
      .finally(() => (this.running = null));
  }
}
