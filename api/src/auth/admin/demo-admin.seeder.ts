import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { passwordField } from '@phoneparts/contracts';
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
    if (!passwordField.safeParse(this.config.demoAdmin.password).success) {
      this.logger.warn('DEMO_ADMIN_PASSWORD does not meet the password rules, so the sign-in form will refuse it');
    }
    if (await this.admins.ensureDemoAdmin(this.config.demoAdmin))
      this.logger.log(`Created the demo admin ${this.config.demoAdmin.email}`);
  }
}
