import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { apiMessages, limits, type OrderShippingAddress } from '@phoneparts/contracts';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../access';
import { type ChargeRequest, OrderChargesService, type OrderCharges } from '../charges';
import { displayNameOf } from '../common/display-name';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { Tx } from '../database/database';
import { EventBus } from '../events';
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

/** Where an order ships. */
export interface Destination {
  /** The order's `address` text: the structured address on one line, or the spec form's as written. */
  oneLine: string;
  /** The order's own copy. */
  address: OrderShippingAddress;
  region: string | null;
}

export interface PlacementRequest {
  lines: LineToPlace[];
  phone: string;
  destination: Destination;
  /** The buyer's method, or the cheapest serving the country (a spec-form order). */
  shippingMethod: ChargeRequest['shippingMethod'];
  poNumber?: string;
  note?: string;
  /**
   * Sees the order's charges before it is written (inside the transaction): throwing refuses the
   * order and nothing is written (the cart's check of the quote its buyer saw).
   */
  checkCharges?(charges: OrderCharges): void;
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
 * 3. the charges module prices shipping and tax for the lines as taken (two statements: the shipping
 *    methods, the tax context);
 * 4. the orders module writes the order, its lines and its history (and counts the customer's other
 *    unpaid orders, under the lock);
 * 5. the mail outbox stores the placed-order mail;
 * 6. a `stock-taken` event waits for the commit (the catalogue's cache then drops its copies).
 * The caller's transaction must be one `Transactions` opened.
 * Refusals come in this order: the unpaid-order limit, the lines, the shipping method, the caller's
 * check of the charges, the total the card provider can charge.
 */
@Injectable()
export class OrderPlacement {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrderPlacementRepository,
    private readonly stock: PartStockService,
    private readonly charges: OrderChargesService,
    private readonly mails: OrderMails,
    private readonly events: EventBus,
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
      sku: taken[i].sku,
      // Kept on the line, so the invoice issued with the payment reads no part.
      warrantyDays: taken[i].warrantyDays,
      picture: taken[i].picture,
      description: taken[i].description,
      unitPriceCents: unitPriceFor(taken[i], line.quantity),
      quantity: line.quantity,
      // The stock UPDATE answered each part as it left it.
      availableQuantity: taken[i].availableQuantity,
    }));
    const { destination } = request;
    const charges = await this.charges.chargesFor(
      {
        buyerId: caller.id,
        country: destination.address.country,
        region: destination.region,
        shippingMethod: request.shippingMethod,
        lines,
      },
      tx,
    );
    request.checkCharges?.(charges);
    const totalCents = charges.total;
    const id = randomUUID();
    // The lines' ids are made here, like the order's, so the answer names them without reading them back.
    const written = lines.map((line, i) => ({
      ...line,
      id: randomUUID(),
      taxCents: charges.lines[i].tax,
      orderId: id,
    }));
    const { order, othersHeld } = await this.orders.insertWithLines(
      tx,
      {
        id,
        userId: caller.id,
        email: caller.email,
        userName: displayNameOf(caller),
        phone: request.phone,
        address: destination.oneLine,
        shippingAddress: destination.address,
        totalCents,
        shippingCents: charges.shipping.net,
        taxCents: charges.tax,
        taxRateMilliPercent: charges.rateMilliPercent,
        pricesIncludeTax: charges.pricesIncludeTax,
        taxExemptId: charges.exemptTaxId,
        shippingMethod: charges.method?.name ?? null,
        poNumber: request.poNumber ?? null,
        note: request.note ?? null,
        status: initialOrderStatus,
        // The stock UPDATE stamped the parts with the transaction's time (now()), also the order's
        // created_at: the hold counts from it.
        heldUntil: new Date(taken[0].updatedAt.getTime() + holdMinutes * 60_000),
      },
      written,
      { from: null, to: initialOrderStatus, byUserId: caller.id, byEmail: caller.email, note: null },
    );
    // Counted by the INSERT, under the lock: throwing rolls the order and the stock back.
    if (othersHeld >= maxUnpaid) throw tooManyUnpaid();
    // The card provider cannot charge more.
    if (totalCents > limits.maxOrderTotalCents) throw new BadRequestException(apiMessages.orderTotalTooLarge);
    // The owner is the caller, whose account the access check has just read: its address is current.
    await this.mails.queueTo(tx, caller.email, 'order-placed', order, written);
    // Heard once the caller's transaction (opened by Transactions) commits.
    this.events.publish({ type: 'stock-taken', partIds: taken.map((part) => part.id) }, tx);
    return { order, lines: written };
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
