import { Injectable, Logger } from '@nestjs/common';
import type { Tx } from '../database/database';
import type { DomainEvent, DomainEventOf, DomainEventType } from './domain-events';

type Handler = (event: DomainEvent) => void;

/**
 * Domain events, delivered after commit. A service publishes an event inside its transaction
 * (`publish(event, tx)`): it waits with that transaction and reaches the subscribers only once the
 * transaction opened by `Transactions` has committed; a rollback (a refusal, an error, a retried
 * serialization failure) drops it. An event published without a transaction reports a write that has
 * already committed (a single statement) and is delivered at once. Subscribers live in their own
 * modules and subscribe when they are built; a failing subscriber is logged and does not fail the
 * request, whose change is already committed.
 */
@Injectable()
export class EventBus {
  private readonly logger = new Logger(EventBus.name);
  private readonly handlers = new Map<DomainEventType, Handler[]>();
  /** The events of each open transaction of `Transactions`, in publishing order. */
  private readonly pending = new WeakMap<Tx, DomainEvent[]>();

  subscribe<T extends DomainEventType>(types: T[], handler: (event: DomainEventOf<T>) => void): void {
    for (const type of types) this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler as Handler]);
  }

  /**
   * With `tx`, delivered once its transaction commits; a transaction not opened by `Transactions`
   * is refused (its commit would go unnoticed, and the event with it). Without, delivered now.
   */
  publish(event: DomainEvent, tx?: Tx): void {
    if (tx === undefined) return this.deliver([event]);
    const events = this.pending.get(tx);
    if (!events) throw new Error(`Event ${event.type} published in a transaction not opened by Transactions`);
    events.push(event);
  }

  /** Starts collecting the events of a transaction just opened (`Transactions` only). */
  track(tx: Tx): DomainEvent[] {
    const events: DomainEvent[] = [];
    this.pending.set(tx, events);
    return events;
  }

  isTracked(tx: Tx): boolean {
    return this.pending.has(tx);
  }

  /** Hands committed events to their subscribers, each event once, in publishing order. */
  deliver(events: DomainEvent[]): void {
    for (const event of events)
      for (const handler of this.handlers.get(event.type) ?? []) {
        try {
          handler(event);
        } catch (error) {
          this.logger.error(`A subscriber of ${event.type} failed: ${(error as Error).message}`);
        }
      }
  }
}
