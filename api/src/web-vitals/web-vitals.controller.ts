import { Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { WebVitalsBeacon, webVitalsBeaconSchema } from '@phoneparts/contracts';
import { Authenticated, Public } from '../access';
import { ValidBody } from '../common/http/zod-body';
import { RateLimit } from '../rate-limits/rate-limit.guard';
import { WebVitalsService } from './web-vitals.service';

/** The path a beacon is sent to; app.factory.ts bounds its body size. */
export const webVitalsPath = '/web-vitals';

@ApiTags('web-vitals')
@Controller()
export class WebVitalsController {
  constructor(private readonly webVitals: WebVitalsService) {}

  @Public()
  @Post(webVitalsPath)
  @HttpCode(204)
  @RateLimit('webVitals')
  @ApiOperation({
    summary:
      "One sampled visit's LCP, INP and CLS (anyone; JSON sent as text/plain or application/json; page as its route pattern)",
    description:
      'Values above LCP 30,000 ms, INP 10,000 ms or CLS 5 are refused (400). One address counts at most WEB_VITALS_VISITS_PER_PAGE_PER_DAY visits per page a day; beyond, beacons are answered 204 and dropped.',
  })
  async record(
    @ValidBody(webVitalsBeaconSchema, { jsonAsText: true }) beacon: WebVitalsBeacon,
    @Ip() clientAddress: string,
  ): Promise<void> {
    await this.webVitals.record(beacon, clientAddress);
  }

  /** A static path: it wins over `GET /admin/:email` (an email always has an "@"). */
  @Authenticated({ admin: true })
  @Get('admin/web-vitals')
  @ApiOperation({
    summary: '75th percentile of LCP, INP and CLS per page over the last 7 days, with sample counts (admin)',
  })
  summary() {
    return this.webVitals.summary();
  }
}
