import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { apiMessages, limits } from '@phoneparts/contracts';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../access';
import { displayNameOf } from '../common/display-name';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { Tx } from '../database/database';
import { type PartRow, PartStockService, type SaleProblem, type StockLine } from '../parts/part-stock.service';
import { unitPriceFor } from '../pricing';
import { OrderMails } from './mails/order-mails';
import { initialOrderStatus } from './order-state-machine';
import type { OrderLineRow, OrderRow } from './order-row';
import { OrderPlacementRepository } from './order-placement.repository';

/** A line to buy; `seenUnitPriceCents` (the cart's) refuses the line if today's price differs. */
export interface LineToPlace extends StockLine {
  seenUnitPriceCents?: number;
}

/** What cannot be served: the stock's reasons, or a price that changed since the buyer saw it. */
export type PlacementProblem = SaleProblem | { line: LineToPlace; part: PartRow; reason: 'priceChanged' };

export interface PlacementRequest {
  lines: LineToPlace[];
  phone: string;
  address: string;
  /** The caller's answer to lines that cannot be served (the cart's 409 with every line, POST /myOrders' spec errors). */
  refuse(problems: PlacementProblem[]): Error;
}

export interface PlacedOrder {
  order: OrderRow;
  lines: OrderLineRow[];
}

/**
 * Placing an order, one path for POST /myOrders (one line) and the cart's checkout (many), as plain
 * statements each module owns, inside the caller's transaction:
 * 1. the orders module takes the customer's lock (their placements run one after the other);
 * 2. the parts module locks the lines' parts in part-id order, checks them, and takes every line's
 *    units in one UPDATE — or none, and the refusal names every line;
 * 3. the orders module writes the order, its lines and its history (and counts the customer's other
 *    unpaid orders, under the lock);
 * 4. the mail outbox stores the placed-order mail.
 * Refusals come in this order: the unpaid-order limit, the lines, the total the card provider can charge.
 */
@Injectable()
export class OrderPlacement {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrderPlacementRepository,
    private readonly stock: PartStockService,
    private readonly mails: OrderMails,
  ) {}

  async placeIn(tx: Tx, caller: AuthUser, request: PlacementRequest): Promise<PlacedOrder> {
    const { holdMinutes, maxUnpaid } = this.config.orders;
    const tooManyUnpaid = () => new ConflictException(apiMessages.tooManyUnpaidOrders(maxUnpaid));
    await this.orders.lockCustomer(tx, caller.id);
    const sale = await this.stock.take(tx, request.lines);
    const problems: PlacementProblem[] = 'problems' in sale ? sale.problems : priceChanges(request.lines, sale.taken);
    if (problems.length > 0) {
      // The limit is the first reason (as on success, where the INSERT counts it).
      if ((await this.orders.countHeldBy(tx, caller.id)) >= maxUnpaid) throw tooManyUnpaid();
      throw request.refuse(problems);
    }
    const taken = 'taken' in sale ? sale.taken : [];
    const lines = request.lines.map((line, i) => ({
      position: i + 1,
      partId: taken[i].id,
      name: taken[i].name,
      picture: taken[i].picture,
      description: taken[i].description,
      unitPriceCents: unitPriceFor(taken[i], line.quantity),
      quantity: line.quantity,
      // The stock UPDATE answered each part as it left it.
      availableQuantity: taken[i].availableQuantity,
    }));
    const totalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
    const id = randomUUID();
    const { order, othersHeld } = await this.orders.insertWithLines(
      tx,
      {
        id,
        userId: caller.id,
        email: caller.email,
        userName: displayNameOf(caller),
        phone: request.phone,
        address: request.address,
        totalCents,
        status: initialOrderStatus,
        // The stock UPDATE stamped the parts with the transaction's time (now()), also the order's
        // created_at: the hold counts from it.
        heldUntil: new Date(taken[0].updatedAt.getTime() + holdMinutes * 60_000),
      },
      lines,
      { from: null, to: initialOrderStatus, byUserId: caller.id, byEmail: caller.email, note: null },
    );
    // Counted by the INSERT, under the lock: throwing rolls the order and the stock back.
    if (othersHeld >= maxUnpaid) throw tooManyUnpaid();
    // The card provider cannot charge more.
    if (totalCents > limits.maxOrderTotalCents) throw new BadRequestException(apiMessages.orderTotalTooLarge);
    const written = lines.map((line) => ({ ...line, orderId: id }));
    // The owner is the caller, whose account the access check has just read: its address is current.
    await this.mails.queueTo(tx, caller.email, 'order-placed', order, written);
    return { order, lines: written };
  }

  /** Call once the placing transaction has committed. */
  placed(): void {
    this.stock.stockChanged();
  }
}

/** Lines whose price today differs from the one the buyer saw (only lines that say what they saw). */
function priceChanges(lines: LineToPlace[], taken: PartRow[]): PlacementProblem[] {
  return lines.flatMap((line, i) =>
    line.seenUnitPriceCents !== undefined && unitPriceFor(taken[i], line.quantity) !== line.seenUnitPriceCents
      ? [{ line, part: taken[i], reason: 'priceChanged' as const }]
      : [],
  );
}
