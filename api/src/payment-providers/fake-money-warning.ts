import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { fakeMoneyWarning } from '../config/payment-config';

/** Says loudly at start when production runs on test payments (the operator opted in with PAYMENT_PROVIDER). */
@Injectable()
export class FakeMoneyWarning implements OnApplicationBootstrap {
  private readonly logger = new Logger('Payments');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onApplicationBootstrap() {
    const warning = fakeMoneyWarning(this.config.payments, this.config.production);
    if (warning) this.logger.warn(`${'!'.repeat(12)} ${warning} ${'!'.repeat(12)}`);
  }
}
