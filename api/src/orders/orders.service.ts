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
  Order,
  OrderDetail,
  OrderHistoryEntry,
  OrderListQuery,
  PageQuery,
  ShipOrderBody,
  validationMessages,
} from '@phoneparts/contracts';
import type { Page } from '../common/lists/page';
import { assertSelfOrAdmin, type AuthUser, isAdmin } from '../access';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { Database } from '../database/database';
import { DB } from '../database/database.module';
import { Transactions } from '../events';
import { OrderPaymentsService } from './order-payments.service';
import { isPaidStatus } from './order-state-machine';
import { OrderTransitions } from './order-transitions';
import { toOrderHistoryJson, toOrderJson, toOrdersJson } from './order.mapper';
import { type Destination, type PlacedOrder, OrderPlacement, type PlacementProblem } from './order-placement.service';
import type { OrderRow } from './order-row';
import { OrderListsRepository } from './order-lists.repository';
import { OrdersRepository } from './orders.repository';
import { OrderMails } from './mails/order-mails';
import { UnpaidOrderCloser } from './unpaid-order-closer';
import { UsersRepository } from '../users/users.repository';

/** No account has this id: the empty page for an email without an account. */
const nobody = '00000000-0000-0000-0000-000000000000';

const actor = (user: AuthUser) => ({ userId: user.id, email: user.email });
/** Ownership is the account id: an email can be reused by a later account after a deletion. */
const isOwner = (user: AuthUser, order: OrderRow) => order.userId !== null && order.userId === user.id;

/** POST /myOrders' one line cannot be served: the purchase form's words (docs/product.md#5-validation). */
function singlePartRefusal([problem]: PlacementProblem[]): Error {
  if (problem.part === null) return new NotFoundException(apiMessages.partNotFound);
  if (problem.reason === 'belowMinimum')
    return new BadRequestException(validationMessages.quantityBelowMin(problem.part.minQuantity));
  return new ConflictException(validationMessages.quantityAboveMax(problem.part.availableQuantity));
}

/** The order rules of docs/product.md#4-states and #7-api; the controller only says who may call. */
@Injectable()
export class OrdersService {
  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersRepository,
    private readonly lists: OrderListsRepository,
    private readonly transitions: OrderTransitions,
    private readonly placement: OrderPlacement,
    private readonly users: UsersRepository,
    private readonly payments: OrderPaymentsService,
    private readonly closer: UnpaidOrderCloser,
    private readonly mails: OrderMails,
    private readonly transactions: Transactions,
  ) {}

  /**
   * The single-part order of POST /myOrders: a one-line order through the one placement path
   * (OrderPlacement), shipped as written to the home country by the cheapest method serving it, taxed
   * at the country's rate (no shipping or tax where the shop keeps none: docs/checkout.md).
   */
  async place(caller: AuthUser, body: CreateOrderBody): Promise<InsertResult & { order: Order }> {
    const placed = await this.transactions.run(
      (tx) =>
        this.placement.placeIn(tx, caller, {
          lines: [{ partId: body.productId, quantity: body.quantity }],
          phone: body.phone,
          destination: this.asWritten(body.address),
          shippingMethod: 'cheapest',
          refuse: singlePartRefusal,
        }),
      { retry: true },
    );
    return { acknowledged: true, insertedId: placed.order.id, order: this.placedJson(placed) };
  }

  /**
   * Where a one-line address goes (the spec's order form, the cart's first checkout body): the shop's
   * home country, as written (docs/checkout.md). No region: the country's own tax rate applies.
   */
  asWritten(address: string): Destination {
    return { oneLine: address, address: { line1: address, country: this.config.shop.country }, region: null };
  }

  /** A just placed order as the API answers it (its lines are at hand: no read). */
  placedJson(placed: PlacedOrder): Order {
    return toOrderJson(placed.order, placed.lines, this.config.shop.country);
  }

  /** Orders as the API answers them, each with its lines (one query for all). */
  async withLines(rows: OrderRow[]): Promise<Order[]> {
    return toOrdersJson(rows, await this.orders.linesOf(rows.map((row) => row.id)), this.config.shop.country);
  }

  private async pageWithLines(page: Page<OrderRow>): Promise<Page<Order>> {
    return { ...page, items: await this.withLines(page.items) };
  }

  /** A page of a customer's own orders (an admin may read anyone's); cancelled ones are gone from this list. */
  async listFor(caller: AuthUser, email: string, query: PageQuery): Promise<Page<Order>> {
    assertSelfOrAdmin(caller, email);
    // The path's {email} names an account (docs/architecture.md#53-ownership): the caller's own, or for an admin the
    // one with that email now. Orders of a deleted account belong to no account, so no one lists them here.
    const ownerId = caller.email === email ? caller.id : (await this.users.findByEmail(email))?.id;
    return this.pageWithLines(await this.lists.activeByUser(ownerId ?? nobody, query));
  }

  /** A page of every order, filtered and sorted (admin). */
  async listAll(query: OrderListQuery): Promise<Page<Order>> {
    return this.pageWithLines(await this.lists.all(query));
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
    const [json] = await this.withLines([order]);
    return { ...json, history: history.map(toOrderHistoryJson) };
  }

  async getForPayment(caller: AuthUser, id: string): Promise<Order> {
    const [json] = await this.withLines([await this.findOwned(caller, id)]);
    return json;
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
    if (shipped) return (await this.withLines([shipped]))[0];
    if (!(await this.orders.findById(id))) throw new NotFoundException(apiMessages.orderNotFound);
    throw new ConflictException(apiMessages.orderNotShippable);
  }

  /** Every order of the account with its history: part of the customer's data export. */
  async exportOf(userId: string): Promise<(Order & { history: OrderHistoryEntry[] })[]> {
    const all = await this.lists.allOfCustomer(userId);
    const orders = await this.withLines(all.map(({ order }) => order));
    return orders.map((order, i) => ({ ...order, history: all[i].history.map(toOrderHistoryJson) }));
  }
}
