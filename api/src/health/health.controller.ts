import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../access';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { fakeMoneyWarning } from '../config/payment-config';
import { HealthRepository } from './health.repository';

/** A load balancer needs an answer quickly: a database slower than this counts as down. */
const healthTimeoutMs = 2_000;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  /** Which provider takes payments and whether the money is real: an operator sees a sandbox in production here. */
  private readonly payments: { provider: string; realMoney: boolean; warning?: string };

  constructor(
    private readonly database: HealthRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const warning = fakeMoneyWarning(config.payments, config.production);
    this.payments = {
      provider: config.payments.choice,
      realMoney: config.payments.realMoney,
      ...(warning ? { warning } : {}),
    };
  }

  /** Liveness and database readiness, for load balancers and `docker compose`. */
  @Public()
  @Get()
  async check() {
    try {
      await withinTime(this.database.ping(), healthTimeoutMs);
    } catch {
      throw new ServiceUnavailableException({
        statusCode: 503,
        message: 'Database unavailable',
        error: 'Service Unavailable',
        status: 'error',
        database: 'down',
      });
    }
    return { status: 'ok', database: 'up', payments: this.payments };
  }
}
