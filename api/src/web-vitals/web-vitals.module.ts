import { Module } from '@nestjs/common';
import { WebVitalsController } from './web-vitals.controller';
import { WebVitalsRepository } from './web-vitals.repository';
import { WebVitalsService } from './web-vitals.service';

/** Core Web Vitals from real visits: the shell's beacons in, the admin overview's p75 per page out. */
@Module({
  controllers: [WebVitalsController],
  providers: [WebVitalsRepository, WebVitalsService],
})
export class WebVitalsModule {}
