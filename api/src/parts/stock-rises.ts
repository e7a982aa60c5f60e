import { Injectable } from '@nestjs/common';

/**
 * Says "a part may have become orderable" after a committed write that can raise stock or lower a
 * minimum order (an admin's edit, a cancelled or expired order's units put back). The catalogue does
 * not know who cares; back-in-stock requests listen, to look at once rather than at their next run.
 * A hint only: listeners decide from the database, and a missed hint costs a wait, not a mail.
 */
@Injectable()
export class StockRises {
  private readonly listeners = new Set<() => void>();

  listen(listener: () => void): void {
    this.listeners.add(listener);
  }

  announce(): void {
    for (const listener of this.listeners) listener();
  }
}
