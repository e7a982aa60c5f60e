import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  apiMessages,
  CreateOrderBody,
  DeleteResult,
  InsertResult,
  limits,
  Order,
  OrderDetail,
  OrderHistoryEntry,
  OrderListQuery,
  PageQuery,
  ShipOrderBody,
} from '@phoneparts/contracts';
import { randomUUID } from 'node:crypto';
import { mapPage, Page } from '../common/lists/page';
import { assertSelfOrAdmin, type AuthUser, isAdmin } from '../access';
import { displayNameOf } from '../common/display-name';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { PartStockService } from '../parts/part-stock.service';
import { unitPriceFor } from '../pricing';
import { OrderPaymentsService } from './order-payments.service';
import { initialOrderStatus, isPaidStatus } from './order-state-machine';
import { OrderTransitions } from './order-transitions';
import { toOrderHistoryJson, toOrderJson } from './order.mapper';
import type { OrderRow } from './order-row';
import { OrdersRepository } from './orders.repository';
import { OrderMails } from './mails/order-mails';
import { UnpaidOrderCloser } from './unpaid-order-closer';
import { UsersRepository } from '../users/users.repository';

/** No account has this id: the empty page for an email without an account. */
const nobody = '00000000-0000-0000-0000-000000000000';

const actor = (user: AuthUser) => ({ userId: user.id, email: user.email });
/** Ownership is the account id: an email can be reused by a later account after a deletion. */
const isOwner = (user: AuthUser, order: OrderRow) => order.userId !== null && order.userId === user.id;

/** A part as the order took its units. */
type TakenPart = Awaited<ReturnType<PartStockService['take']>>;

/**
 * A new order of the caller's, with the part's own name, picture and description, at the unit price
 * its quantity pays now (the pricing rule: a quantity band's price when one applies). The order keeps
 * that price: a later change of the part's price or bands never touches it.
 */
function placedOrder(caller: AuthUser, body: CreateOrderBody, part: TakenPart, heldUntil: Date) {
  const unitPriceCents = unitPriceFor(part, body.quantity);
  return {
    id: randomUUID(),
    productId: part.id,
    userId: caller.id,
    email: caller.email,
    userName: displayNameOf(caller),
    phone: body.phone,
    address: body.address,
    name: part.name,
    picture: part.picture,
    description: part.description,
    priceCents: unitPriceCents,
    quantity: body.quantity,
    totalCents: unitPriceCents * body.quantity,
    availableQuantity: part.availableQuantity,
    heldUntil,
    status: initialOrderStatus,
    transactionId: null,
    carrier: null,
    trackingNumber: null,
  };
}

/** The order rules of design.md §3 and §6; the controller only says who may call. */
@Injectable()
export class OrdersService {
  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersRepository,
    private readonly transitions: OrderTransitions,
    private readonly stock: PartStockService,
    private readonly users: UsersRepository,
    private readonly payments: OrderPaymentsService,
    private readonly closer: UnpaidOrderCloser,
    private readonly mails: OrderMails,
  ) {}

  /**
   * One transaction of two statements: take the customer's lock and the stock (one conditional
   * update), then write the order holding its stock for ORDER_HOLD_MINUTES, its first history entry
   * and its mail, counting the customer's other unpaid orders (one statement); over the limit, all
   * of it rolls back.
   */
  async place(caller: AuthUser, body: CreateOrderBody): Promise<InsertResult & { order: Order }> {
    const { holdMinutes, maxUnpaid } = this.config.orders;
    const row = await this.db.transaction(async (tx) => {
      // The stock UPDATE also takes the customer's lock; only a refusal counts the unpaid orders to
      // say whether the limit is why (it comes first, as the limit is checked first below too).
      const part = await this.stock.take(tx, body.productId, body.quantity, {
        condition: this.orders.customerLock(caller.id),
        refuseIfBroken: async () => {
          if ((await this.orders.countHeldBy(tx, caller.id)) >= maxUnpaid)
            throw new ConflictException(apiMessages.tooManyUnpaidOrders(maxUnpaid));
        },
      });
      // The stock UPDATE stamped the part with the transaction's time (now()), which is also the order's
      // (created_at's default): the hold counts from it. Chosen here, so the mail says what is stored.
      const heldUntil = new Date(part.updatedAt.getTime() + holdMinutes * 60_000);
      const values = placedOrder(caller, body, part, heldUntil);
      // The owner is the caller, whose account the access check has just read: its address is current.
      // The mail is queued by the order's own INSERT (one statement, one round trip).
      const mail = this.mails.queueToStatement(tx, caller.email, 'order-placed', values);
      const line = {
        position: 1,
        partId: part.id,
        name: part.name,
        picture: part.picture,
        unitPriceCents: values.priceCents,
        quantity: body.quantity,
      };
      const { order, othersHeld } = await this.orders.insertWithHistory(
        tx,
        values,
        [line],
        { from: null, to: initialOrderStatus, byUserId: caller.id, byEmail: caller.email, note: null },
        mail,
      );
      // Counted by the INSERT, under the lock: throwing rolls the order, its mail and the stock back.
      if (othersHeld >= maxUnpaid) throw new ConflictException(apiMessages.tooManyUnpaidOrders(maxUnpaid));
      // The card provider cannot charge more.
      if (values.totalCents > limits.maxOrderTotalCents) throw new BadRequestException(apiMessages.orderTotalTooLarge);
      return order;
    });
    this.stock.stockChanged();
    return { acknowledged: true, insertedId: row.id, order: toOrderJson(row) };
  }

  /** A page of a customer's own orders (an admin may read anyone's); cancelled ones are gone from this list. */
  async listFor(caller: AuthUser, email: string, query: PageQuery): Promise<Page<Order>> {
    assertSelfOrAdmin(caller, email);
    // The spec's {email} names an account: the caller's own, or for an admin the one with that email now.
    // Orders of a deleted account belong to no account, so no one lists them here.
    const ownerId = caller.email === email ? caller.id : (await this.users.findByEmail(email))?.id;
    return mapPage(await this.orders.activeByUser(ownerId ?? nobody, query), toOrderJson);
  }

  /** A page of every order, filtered and sorted (admin). */
  async listAll(query: OrderListQuery): Promise<Page<Order>> {
    return mapPage(await this.orders.all(query), toOrderJson);
  }

  /**
   * "Deleting" an unpaid order cancels it: first its payment intent is voided at the provider (so no
   * card can pay it afterwards), then the order is cancelled and its units go back on the shelf on
   * the locked row. If the provider says the money was already taken, the order becomes paid: 409.
   */
  async cancel(caller: AuthUser, id: string): Promise<DeleteResult> {
    const order = await this.orders.findById(id);
    if (!order || order.status === 'cancelled') throw new NotFoundException(apiMessages.orderNotFound);
    if (!isOwner(caller, order) && !isAdmin(caller)) throw new ForbiddenException(apiMessages.notYourResource);
    if (isPaidStatus(order.status)) throw new ConflictException(apiMessages.orderPaidCannotCancel);
    if ((await this.payments.callProvider(() => this.payments.voidIntent(order))) === 'paid') {
      throw new ConflictException(apiMessages.orderPaidBeforeCancel);
    }
    const cancelled = await this.closer.close(id, order.paymentIntentId, actor(caller), undefined, { kind: 'cancel' });
    if (cancelled) return { acknowledged: true, deletedCount: 1 };
    // Moved meanwhile: paid (a payment won the race) or cancelled by someone else (the sweep, an admin).
    const current = await this.orders.findById(id);
    if (current && isPaidStatus(current.status)) throw new ConflictException(apiMessages.orderPaidBeforeCancel);
    throw new NotFoundException(apiMessages.orderNotFound);
  }

  /** An order its owner is about to pay (or has paid). Owners only: an admin gets 403 here. */
  async findOwned(caller: AuthUser, id: string): Promise<OrderRow> {
    const order = await this.orders.findById(id);
    if (!order || order.status === 'cancelled') throw new NotFoundException(apiMessages.orderNotFound);
    if (!isOwner(caller, order)) throw new ForbiddenException(apiMessages.notYourResource);
    return order;
  }

  /** The order page: the owner's (or, for an admin, anyone's) order with its history, whatever its status. */
  async getDetail(caller: AuthUser, id: string): Promise<OrderDetail> {
    const order = await this.orders.findById(id);
    if (!order) throw new NotFoundException(apiMessages.orderNotFound);
    if (!isOwner(caller, order) && !isAdmin(caller)) throw new ForbiddenException(apiMessages.notYourResource);
    const history = await this.orders.historyOf(id);
    return { ...toOrderJson(order), history: history.map(toOrderHistoryJson) };
  }

  async getForPayment(caller: AuthUser, id: string): Promise<Order> {
    return toOrderJson(await this.findOwned(caller, id));
  }

  /** PATCH /myOrders/:id: the owner reports the intent the provider confirmed. */
  async confirmPaid(caller: AuthUser, id: string, transactionId: string): Promise<Order> {
    return this.payments.confirmPaid(caller, await this.findOwned(caller, id), transactionId);
  }

  /**
   * paid → shipped with the carrier and tracking number the admin entered, through the state machine
   * (anything else is a 409); the history notes both and the customer is mailed them.
   */
  async ship(admin: AuthUser, id: string, { carrier, trackingNumber }: ShipOrderBody): Promise<Order> {
    const shipped = await this.db.transaction(async (tx) => {
      const order = await this.transitions.apply(tx, {
        orderId: id,
        from: 'paid',
        to: 'shipped',
        by: actor(admin),
        note: `shipped with ${carrier}, tracking number ${trackingNumber}`,
        set: { carrier, trackingNumber },
      });
      if (order) await this.mails.queue(tx, 'order-shipped', order);
      return order;
    });
    if (shipped) return toOrderJson(shipped);
    if (!(await this.orders.findById(id))) throw new NotFoundException(apiMessages.orderNotFound);
    throw new ConflictException(apiMessages.orderNotShippable);
  }

  /** Every order of the account with its history: part of the customer's data export. */
  async exportOf(userId: string): Promise<(Order & { history: OrderHistoryEntry[] })[]> {
    return (await this.orders.allOfCustomer(userId)).map(({ order, history }) => ({
      ...toOrderJson(order),
      history: history.map(toOrderHistoryJson),
    }));
  }
}
