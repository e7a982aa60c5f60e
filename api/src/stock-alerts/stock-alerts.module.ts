import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { PartsModule } from '../parts/parts.module';
import { BackInStockScheduler } from './back-in-stock.scheduler';
import { BackInStockSweep } from './back-in-stock.sweep';
import { StockAlertMails } from './stock-alert-mails.service';
import { StockAlertsController } from './stock-alerts.controller';
import { StockAlertsRepository } from './stock-alerts.repository';
import { StockAlertsService } from './stock-alerts.service';
import { withdrawTokensProvider } from './withdraw-tokens.provider';

/**
 * Back in stock (docs/product.md#16-back-in-stock): buyers' requests, and the sweep that mails each once when its
 * part can be ordered again (docs/decisions/0004: our own scheduler, the database deciding who mails what).
 */
@Module({
  imports: [PartsModule, MailModule],
  controllers: [StockAlertsController],
  providers: [
    StockAlertsRepository,
    StockAlertsService,
    StockAlertMails,
    BackInStockSweep,
    BackInStockScheduler,
    withdrawTokensProvider,
  ],
})
export class StockAlertsModule {}
