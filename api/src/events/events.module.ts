import { Global, Module } from '@nestjs/common';
import { EventBus } from './event-bus';
import { Transactions } from './transactions';

/**
 * Domain events delivered after commit (docs/decisions/0006-effects-after-commit-through-domain-events.md): services
 * publish inside the transactions `Transactions` opens; subscribers in their own modules react once
 * the change is committed. Global: every module may publish or subscribe.
 */
@Global()
@Module({ providers: [EventBus, Transactions], exports: [EventBus, Transactions] })
export class EventsModule {}
