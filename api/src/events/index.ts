export type { DomainEvent, DomainEventOf, DomainEventType } from './domain-events';
export { EventBus } from './event-bus';
export { EventsModule } from './events.module';
export { Transactions, type TransactionOptions } from './transactions';
