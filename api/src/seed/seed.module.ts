import { Module } from '@nestjs/common';
import { PartsModule } from '../parts/parts.module';
import { DemoDataRepository } from './demo-data.repository';
import { DemoDataSeeder } from './demo-data.seeder';

/** Demo catalogue and reviews for the embedded default (`SEED_DEMO_DATA`). The demo admin is the identity module's. */
@Module({
  imports: [PartsModule],
  providers: [DemoDataRepository, DemoDataSeeder],
})
export class SeedModule {}
