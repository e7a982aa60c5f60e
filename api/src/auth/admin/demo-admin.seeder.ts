import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { AdminProvisioner } from './admin-provisioner';

/** Outside production, the app starts with a demo admin (credentials in the README and `npm start`'s output). */
@Injectable()
export class DemoAdminSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoAdmin');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly admins: AdminProvisioner,
  ) {}

  async onApplicationBootstrap() {
    if (!this.config.seedDemoData) return;
    if (await this.admins.ensureDemoAdmin(this.config.demoAdmin)) this.logger.log(`Created the demo admin ${this.config.demoAdmin.email}`);
  }
}
