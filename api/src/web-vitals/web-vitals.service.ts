import { Inject, Injectable } from '@nestjs/common';
import { type WebVitalsBeacon, type WebVitalsSummary, webVitalsWindowDays } from '@phoneparts/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { clientGroup } from '../rate-limits/client-group';
import { type Quota, quotas } from '../rate-limits/rate-limit-policies';
import { RateLimitStore } from '../rate-limits/rate-limit.store';
import { WebVitalsRepository } from './web-vitals.repository';

/** Rows older than this go: the overview's window, and a day's slack so a window never loses its oldest day. */
export const webVitalsKeptDays = webVitalsWindowDays + 1;
/** One in this many beacons also sweeps the old rows, so the table stays about a week long without a timer. */
const sweepEvery = 100;

/** Stores sampled visits' Core Web Vitals and summarises them as field data is judged (p75 per page). */
@Injectable()
export class WebVitalsService {
  private readonly perClient: Quota;

  constructor(
    private readonly visits: WebVitalsRepository,
    private readonly counters: RateLimitStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.perClient = quotas(config).webVitalsVisit;
  }

  /** Stores the visit, unless its client has already counted its share of visits to this page today. */
  async record(beacon: WebVitalsBeacon, clientAddress: string): Promise<void> {
    const key = `${this.perClient.name}|${clientGroup(clientAddress)}|${beacon.page}`;
    const { hits } = await this.counters.hit(key, this.perClient.windowMs);
    if (hits > this.perClient.limit) return;
    await this.visits.insert({
      page: beacon.page,
      lcpMs: beacon.lcp ?? null,
      inpMs: beacon.inp ?? null,
      cls: beacon.cls ?? null,
      connection: beacon.connection ?? null,
    });
    if (Math.random() * sweepEvery < 1) await this.sweep();
  }

  async sweep(): Promise<void> {
    await this.visits.deleteOlderThan(webVitalsKeptDays);
  }

  async summary(): Promise<WebVitalsSummary> {
    const rows = await this.visits.p75PerPage(webVitalsWindowDays);
    return {
      days: webVitalsWindowDays,
      pages: rows.map((row) => ({
        page: row.page,
        LCP: { p75: row.lcpP75, samples: row.lcpSamples },
        INP: { p75: row.inpP75, samples: row.inpSamples },
        CLS: { p75: row.clsP75, samples: row.clsSamples },
      })),
    };
  }
}
