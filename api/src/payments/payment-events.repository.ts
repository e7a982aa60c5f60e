import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { paymentEvents } from '../database/schema';

/** Provider events already handled (webhook idempotency). */
@Injectable()
export class PaymentEventsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /**
   * Claims an event id (primary key): true for the first of any number of deliveries, even
   * simultaneous ones (the second insert waits for the first and then finds the id taken).
   */
  async claim(event: { id: string; provider: string; type: string; orderId: string | null }): Promise<boolean> {
    const [claimed] = await this.db
      .insert(paymentEvents)
      .values(event)
      .onConflictDoNothing({ target: paymentEvents.id })
      .returning({ id: paymentEvents.id });
    return claimed !== undefined;
  }

  /** Gives an event back when handling it failed, so the provider's redelivery is handled again. */
  async release(id: string): Promise<void> {
    await this.db.delete(paymentEvents).where(eq(paymentEvents.id, id));
  }
}
