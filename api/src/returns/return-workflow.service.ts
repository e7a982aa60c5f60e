import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import {
  apiMessages,
  type ReturnReceiptBody,
  type ReturnRequestBody,
  returnMessages as m,
} from '@phoneparts/contracts';
import type { AuthUser } from '../access';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { Tx } from '../database/database';
import { EventBus, Transactions } from '../events';
import { PartStockService } from '../parts/part-stock.service';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  PaymentProviderError,
  PaymentProviderNoAnswerError,
} from '../payment-providers';
import { creditNoteContentOf } from './credit-notes/credit-note-of';
import { ReturnMails } from './mails/return-mails';
import { paidForLine, paidForShipping, refundAmounts } from './refund-amounts';
import { returnProblem } from './return-rules';
import { type OrderRow, type ReturnRow, ReturnsRepository } from './returns.repository';

/** How long a refund's call to the payment provider is someone's before another call may take it over. */
export const refundLeaseSeconds = 60;
/** One refund per return at the provider, however often it is asked for (a retry, a crash, a second admin). */
export const returnRefundKey = (returnId: string) => `return-refund-${returnId}`;
/** The refund id recorded when the amount is 0 (nothing was paid for the units): no provider call. */
const nothingToPay = 'none: nothing was paid for these units';

/**
 * A return's life, one method per step, each step one transaction (docs/returns.md):
 * request (the buyer) → approve or refuse → receive (units back on sale or not) → refund. Every
 * change of status is a conditional UPDATE on the status it starts from, so of two admins or two
 * replicas doing the same step one succeeds and the other gets a 409.
 */
@Injectable()
export class ReturnWorkflow {
  private readonly logger = new Logger(ReturnWorkflow.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly returns: ReturnsRepository,
    private readonly transactions: Transactions,
    private readonly events: EventBus,
    private readonly stock: PartStockService,
    private readonly mails: ReturnMails,
  ) {}

  /**
   * The buyer asks to send back units of a shipped order's lines. On the locked order row, so two
   * requests of one order take turns and never return more units than shipped between them.
   */
  async request(caller: AuthUser, orderId: string, body: ReturnRequestBody): Promise<ReturnRow> {
    return this.transactions.run(async (tx) => {
      const order = await this.returns.lockOrder(tx, orderId);
      if (!order || order.userId === null || order.userId !== caller.id)
        throw new NotFoundException(apiMessages.orderNotFound);
      const shippedAt = order.status === 'shipped' ? await this.returns.shippedAt(tx, orderId) : null;
      if (!shippedAt) throw new ConflictException(m.notReturnable);

      const lines = await this.returns.orderLines(orderId, tx);
      const byId = new Map(lines.map((line) => [line.id, line]));
      const named = body.lines.map((wanted) => {
        const line = byId.get(wanted.lineId.toLowerCase());
        if (!line) throw new BadRequestException(m.lineUnknown);
        return { line, quantity: wanted.quantity };
      });
      if (new Set(named.map(({ line }) => line.id)).size !== named.length) throw new BadRequestException(m.lineTwice);

      const invoice = await this.returns.invoiceOf(orderId, tx);
      const partWarranties = await this.returns.partWarranties(
        tx,
        named.flatMap(({ line }) => (line.partId ? [line.partId] : [])),
      );
      const returned = await this.returns.returnedUnits(tx, orderId);
      const problem = returnProblem({
        reason: body.reason,
        shippedAt,
        // The invoice states the warranty from its own date (docs/invoices.md); older orders count from shipping.
        warrantyFrom: invoice?.issuedAt ?? shippedAt,
        windowDays: this.config.returns.windowDays,
        now: new Date(),
        lines: named.map(({ line, quantity }) => ({
          name: line.name,
          quantity,
          shipped: line.quantity,
          alreadyReturned: returned.get(line.id) ?? 0,
          warrantyDays:
            invoice?.lines[line.position - 1]?.warrantyDays ??
            (line.partId ? partWarranties.get(line.partId) : undefined) ??
            this.config.returns.defaultWarrantyDays,
        })),
      });
      if (problem) throw new ConflictException(problem);
      const row = await this.returns.insert(
        tx,
        { orderId, reason: body.reason, comment: body.comment || null },
        named.map(({ line, quantity }) => ({ lineId: line.id, quantity })),
      );
      const returnLines = await this.returns.linesOf([row.id], tx);
      await this.mails.queue(tx, 'return-requested', row, order, returnLines);
      await this.mails.queueShopNotice(tx, row, order, returnLines);
      return row;
    });
  }

  /** requested → approved; the buyer is mailed where to send the parts. */
  async approve(id: string): Promise<ReturnRow> {
    const approved = await this.transactions.run(async (tx) => {
      const row = await this.returns.approve(tx, id);
      if (row) await this.mail(tx, 'return-approved', row);
      return row;
    });
    return approved ?? this.refuseStep(id, m.notRequested);
  }

  /** requested → refused with the admin's reason, which the buyer is mailed. */
  async refuse(id: string, reason: string): Promise<ReturnRow> {
    const refused = await this.transactions.run(async (tx) => {
      const row = await this.returns.refuse(tx, id, reason);
      if (row) await this.mail(tx, 'return-refused', row);
      return row;
    });
    return refused ?? this.refuseStep(id, m.notRequested);
  }

  /**
   * approved → received, saying for every line of the return whether its units go back on sale; those
   * that do are back in stock in the same transaction, and back-in-stock requests hear of it after
   * the commit (`stock-returned`).
   */
  async receive(id: string, body: ReturnReceiptBody): Promise<ReturnRow> {
    const received = await this.transactions.run(async (tx) => {
      const current = await this.returns.byId(id, tx);
      if (!current) throw new NotFoundException(m.returnNotFound);
      if (current.status !== 'approved') throw new ConflictException(m.notApproved);
      const lines = await this.returns.linesOf([id], tx);
      const restock = new Map(body.lines.map((line) => [line.lineId.toLowerCase(), line.restock]));
      if (
        restock.size !== body.lines.length ||
        restock.size !== lines.length ||
        lines.some((l) => !restock.has(l.lineId))
      )
        throw new BadRequestException(m.receiveLinesRequired);
      const row = await this.returns.receive(tx, id, restock);
      if (!row) return null;
      const back = lines.flatMap((line) =>
        restock.get(line.lineId) && line.partId ? [{ partId: line.partId, quantity: line.quantity }] : [],
      );
      if (back.length > 0) {
        await this.stock.putBack(tx, back);
        this.events.publish({ type: 'stock-returned', partIds: back.map((line) => line.partId) }, tx);
      }
      await this.mail(tx, 'return-received', row);
      return row;
    });
    return received ?? this.refuseStep(id, m.notApproved);
  }

  /**
   * received → refunded, through the payment provider, in three moves so that a crash or a retry
   * never pays twice and never records a refund that did not happen:
   * 1. on the locked order row, fix the amounts (once per return) and claim the provider call;
   * 2. call the provider with the return's own idempotency key (a repeated call is the same refund);
   * 3. record the refund and issue the credit note, conditional on the return still being received.
   * A provider refusal frees the claim, records nothing and says nothing was refunded (409). No answer
   * (the provider unreachable, a time-out, a 5xx) frees the claim too but says the refund may have gone
   * through (502, as for any provider outage): the retry asks again under the same key, which answers
   * the refund made if there was one. A call that never came back (a crash) leaves the claim to run out.
   */
  async refund(id: string): Promise<ReturnRow> {
    const { ret, order } = await this.transactions.run((tx) => this.prepareRefund(tx, id));
    const intentId = order.paymentIntentId ?? order.transactionId;
    let refundId: string;
    try {
      if (ret.refundCents === 0) refundId = nothingToPay;
      else if (!intentId) throw new PaymentProviderError(`Order ${order.id} has no payment to refund`);
      else
        refundId = (
          await this.provider.refund({ intentId, amountCents: ret.refundCents!, idempotencyKey: returnRefundKey(id) })
        ).id;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      const noAnswer = error instanceof PaymentProviderNoAnswerError;
      this.logger.error(
        `Refund of return ${id} ${noAnswer ? 'not answered' : 'refused'} by ${this.provider.name}: ${error.message}`,
      );
      await this.returns.releaseRefund(id);
      if (noAnswer) throw new BadGatewayException(m.refundNoAnswer);
      throw new ConflictException(m.refundFailed);
    }
    return this.transactions.run(async (tx) => {
      const lines = await this.returns.linesOf([id], tx);
      const invoice = await this.returns.invoiceOf(order.id, tx);
      const creditNoteNumber = await this.returns.issueCreditNote(tx, {
        returnId: id,
        orderId: order.id,
        invoiceNumber: invoice?.number ?? null,
        content: creditNoteContentOf({ ret, order, lines, invoice, refundId, config: this.config }),
      });
      // Another call recorded it first (it took the claim over after the lease): this one's number goes back.
      const refunded = await this.returns.markRefunded(tx, id, refundId, creditNoteNumber);
      if (!refunded) throw new ConflictException(m.alreadyRefunded);
      await this.mails.queue(tx, 'return-refunded', refunded, order, lines);
      return refunded;
    });
  }

  private async prepareRefund(tx: Tx, id: string): Promise<{ ret: ReturnRow; order: OrderRow }> {
    const found = await this.returns.byId(id, tx);
    if (!found) throw new NotFoundException(m.returnNotFound);
    const order = (await this.returns.lockOrder(tx, found.orderId))!;
    // Read again on the locked order: a refund of this return may have moved it meanwhile.
    const current = (await this.returns.byId(id, tx))!;
    if (current.status === 'refunded') throw new ConflictException(m.alreadyRefunded);
    if (current.status !== 'received') throw new ConflictException(m.notReceived);
    if (current.refundCents === null) {
      const orderLines = new Map((await this.returns.orderLines(order.id, tx)).map((line) => [line.id, line]));
      const before = await this.returns.refundedBefore(tx, order.id);
      const linesTax = [...orderLines.values()].reduce((sum, line) => sum + line.taxCents, 0);
      const withShipping =
        this.config.returns.refundShippingReasons.includes(current.reason) && !before.shippingRefunded;
      const amounts = refundAmounts(
        (await this.returns.linesOf([id], tx)).map((returned) => {
          const line = orderLines.get(returned.lineId)!;
          return {
            line: {
              lineId: line.id,
              quantity: line.quantity,
              taxCents: line.taxCents,
              paidCents: paidForLine(line, order.pricesIncludeTax),
            },
            before: before.lines.get(line.id) ?? { units: 0, cents: 0, taxCents: 0 },
            units: returned.quantity,
          };
        }),
        withShipping ? paidForShipping(order, linesTax) : null,
      );
      await this.returns.fixRefund(tx, id, amounts);
    }
    const claimed = await this.returns.claimRefund(tx, id, refundLeaseSeconds);
    if (!claimed) throw new ConflictException(m.refundInProgress);
    return { ret: claimed, order };
  }

  private async mail(tx: Tx, kind: 'return-approved' | 'return-refused' | 'return-received', ret: ReturnRow) {
    const order = await this.returns.orderById(ret.orderId, tx);
    if (order) await this.mails.queue(tx, kind, ret, order, await this.returns.linesOf([ret.id], tx));
  }

  /** A step that changed nothing: no such return (404), or it was not in the step's starting status (409). */
  private async refuseStep(id: string, message: string): Promise<never> {
    if (!(await this.returns.byId(id))) throw new NotFoundException(m.returnNotFound);
    throw new ConflictException(message);
  }
}
