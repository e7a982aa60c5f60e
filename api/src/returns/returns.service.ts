import { Injectable, NotFoundException } from '@nestjs/common';
import {
  type AdminOrderReturn,
  apiMessages,
  type OrderReturn,
  type ReturnListQuery,
  type ReturnReceiptBody,
  type ReturnRequestBody,
  returnMessages as m,
} from '@phoneparts/contracts';
import { type AuthUser, isAdmin } from '../access';
import type { Page } from '../common/lists/page';
import { renderCreditNotePdf } from './credit-notes/credit-note-pdf';
import { toAdminReturnJson, toReturnJson } from './return.mapper';
import { ReturnWorkflow } from './return-workflow.service';
import { type ReturnRow, ReturnsRepository } from './returns.repository';

/**
 * What the routes call: who may see which return (an order's owner, or an admin; anyone else is told
 * there is no such order or return), the workflow's steps, and the answers' shapes.
 */
@Injectable()
export class ReturnsService {
  constructor(
    private readonly returns: ReturnsRepository,
    private readonly workflow: ReturnWorkflow,
  ) {}

  async request(caller: AuthUser, orderId: string, body: ReturnRequestBody): Promise<OrderReturn> {
    return this.json(await this.workflow.request(caller, orderId, body));
  }

  /** An order's returns, newest first, for its owner or an admin. */
  async ofOrder(caller: AuthUser, orderId: string): Promise<OrderReturn[]> {
    const order = await this.returns.orderById(orderId);
    if (!order || (order.userId !== caller.id && !isAdmin(caller)))
      throw new NotFoundException(apiMessages.orderNotFound);
    const rows = await this.returns.ofOrder(orderId);
    const lines = await this.returns.linesOf(rows.map((row) => row.id));
    return rows.map((row) => toReturnJson(row, lines));
  }

  /** Every return of the account's orders, newest first: part of the account's data export. */
  async ofAccount(userId: string): Promise<OrderReturn[]> {
    const rows = await this.returns.ofAccount(userId);
    const lines = await this.returns.linesOf(rows.map((row) => row.id));
    return rows.map((row) => toReturnJson(row, lines));
  }

  /** The credit note of one of the order's returns, for the order's owner or an admin. */
  async creditNoteOfOrder(caller: AuthUser, orderId: string, returnId: string) {
    const [ret, order] = await Promise.all([this.returns.byId(returnId), this.returns.orderById(orderId)]);
    if (!order || (order.userId !== caller.id && !isAdmin(caller)))
      throw new NotFoundException(apiMessages.orderNotFound);
    if (!ret || ret.orderId !== orderId) throw new NotFoundException(m.returnNotFound);
    return this.creditNote(returnId);
  }

  async creditNote(returnId: string): Promise<{ number: string; pdf: Buffer }> {
    const note = await this.returns.creditNoteOf(returnId);
    if (!note) {
      if (!(await this.returns.byId(returnId))) throw new NotFoundException(m.returnNotFound);
      throw new NotFoundException(m.noCreditNote);
    }
    return { number: note.number, pdf: await renderCreditNotePdf(note) };
  }

  async list(query: ReturnListQuery): Promise<Page<AdminOrderReturn>> {
    const page = await this.returns.page(query);
    const lines = await this.returns.linesOf(page.items.map((row) => row.id));
    return { ...page, items: page.items.map((row) => toAdminReturnJson(row, lines)) };
  }

  approve(id: string) {
    return this.workflow.approve(id).then((row) => this.adminJson(row));
  }

  refuse(id: string, reason: string) {
    return this.workflow.refuse(id, reason).then((row) => this.adminJson(row));
  }

  receive(id: string, body: ReturnReceiptBody) {
    return this.workflow.receive(id, body).then((row) => this.adminJson(row));
  }

  refund(id: string) {
    return this.workflow.refund(id).then((row) => this.adminJson(row));
  }

  private async json(row: ReturnRow): Promise<OrderReturn> {
    return toReturnJson(row, await this.returns.linesOf([row.id]));
  }

  private async adminJson(row: ReturnRow): Promise<AdminOrderReturn> {
    const [admin, lines] = await Promise.all([this.returns.adminById(row.id), this.returns.linesOf([row.id])]);
    return toAdminReturnJson(admin!, lines);
  }
}
