import { DynamicModule, Module } from '@nestjs/common';
import { AccessModule } from './access/access.module';
import { AddressesModule } from './addresses/addresses.module';
import { AuthModule } from './auth/auth.module';
import { CartModule } from './cart/cart.module';
import { CatalogueTransferModule } from './catalogue-transfer/catalogue-transfer.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseHandle } from './database/database';
import { DatabaseModule } from './database/database.module';
import { EventsModule } from './events/events.module';
import { HealthModule } from './health/health.module';
import { OrderExportModule } from './order-export/order-export.module';
import { OrdersModule } from './orders/orders.module';
import { OverviewModule } from './overview/overview.module';
import { PartsModule } from './parts/parts.module';
import { PaymentsModule } from './payments/payments.module';
import { QuickOrderModule } from './quick-order/quick-order.module';
import { RateLimitsModule } from './rate-limits/rate-limits.module';
import { ReorderModule } from './reorder/reorder.module';
import { ReturnsModule } from './returns/returns.module';
import { ReviewsModule } from './reviews/reviews.module';
import { SeedModule } from './seed/seed.module';
import { ShippingModule } from './shipping/shipping.module';
import { StockAlertsModule } from './stock-alerts/stock-alerts.module';
import { TaxModule } from './tax/tax.module';
import { UsersModule } from './users/users.module';
import { WebVitalsModule } from './web-vitals/web-vitals.module';

/** One feature module per domain; configuration and the database are handed in by whoever starts the app. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: DatabaseHandle): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(database),
        EventsModule,
        RateLimitsModule,
        AccessModule,
        AddressesModule,
        CartModule,
        CatalogueTransferModule,
        HealthModule,
        OrderExportModule,
        OrdersModule,
        OverviewModule,
        PartsModule,
        PaymentsModule,
        QuickOrderModule,
        ReorderModule,
        ReturnsModule,
        ReviewsModule,
        SeedModule,
        ShippingModule,
        StockAlertsModule,
        TaxModule,
        UsersModule,
        WebVitalsModule,
        AuthModule,
      ],
    };
  }
}
