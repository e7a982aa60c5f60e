import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { apiMessages, invoiceMessages, type Order } from '@phoneparts/contracts';
import { type AuthUser, isAdmin } from '../access';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { Tx } from '../database/database';
import { BuyerTaxService } from '../tax';
import { invoiceContentOf, type LineFacts } from './invoice-content';
import { renderInvoicePdf } from './invoice-pdf';
import { InvoicesRepository } from './invoices.repository';

/**
 * Invoices (docs/invoices.md): one per paid order, numbered INV-<year>-<6 digits> without gaps, issued in
 * the transaction that marks the order paid, and never changed afterwards.
 */
@Injectable()
export class InvoicesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly invoices: InvoicesRepository,
    private readonly buyers: BuyerTaxService,
  ) {}

  /**
   * Issues the invoice of `order`, just made paid in `tx`, and writes its number on the order; answers
   * the number. `lines` are the order's lines as stored, which keep the warranty each part was sold with.
   */
  async issue(tx: Tx, order: Order, userId: string | null, lines: LineFacts[]): Promise<string> {
    const content = invoiceContentOf(order, {
      seller: this.config.seller,
      currency: this.config.shop.currency,
      buyer: userId ? await this.buyers.detailsOf(userId, tx) : null,
      warrantyDays: new Map(lines.map((line) => [line.id, line.warrantyDays])),
    });
    return this.invoices.issue(tx, order._id, content);
  }

  /** The invoice PDF of an order, for its owner or an admin; 404 while the order has none. */
  async pdfOf(caller: AuthUser, orderId: string): Promise<{ number: string; pdf: Buffer }> {
    const found = await this.invoices.ofOrder(orderId);
    if (!found) throw new NotFoundException(invoiceMessages.noInvoice);
    if (found.ownerId !== caller.id && !isAdmin(caller)) throw new ForbiddenException(apiMessages.notYourResource);
    return { number: found.invoice.number, pdf: await renderInvoicePdf(found.invoice) };
  }
}
