import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  type BuyerTaxDetails,
  type BuyerTaxDetailsBody,
  type BuyerTaxRecord,
  type PageQuery,
  taxMessages as m,
} from '@phoneparts/contracts';
import type { Page } from '../common/lists/page';
import type { Tx } from '../database/database';
import { BuyerTaxRepository, type BuyerTaxRow } from './buyer-tax.repository';

/** A buyer's company name and tax ID (its own), and the exemption an admin grants for that tax ID. */
@Injectable()
export class BuyerTaxService {
  constructor(private readonly buyers: BuyerTaxRepository) {}

  /** In `tx` when the caller's transaction must see (or, on PGlite, not wait for) its own writes. */
  async detailsOf(userId: string, tx?: Tx): Promise<BuyerTaxDetails> {
    return toDetails(await this.buyers.findOf(userId, tx));
  }

  /** Saves the details; a changed (or removed) tax ID ends an exemption granted for the old one. */
  async save(userId: string, body: BuyerTaxDetailsBody): Promise<BuyerTaxDetails> {
    return toDetails(await this.buyers.save(userId, body.companyName, body.taxId));
  }

  list(query: PageQuery): Promise<Page<BuyerTaxRecord>> {
    return this.buyers.pageWithTaxIds(query);
  }

  /** 404 for no such account; 409 when it has no tax ID (an exemption is for a tax ID). */
  async setExempt(userId: string, taxExempt: boolean): Promise<BuyerTaxDetails> {
    const row = await this.buyers.setExempt(userId, taxExempt);
    if (row) return toDetails(row);
    if (!(await this.buyers.userExists(userId))) throw new NotFoundException(m.buyerNotFound);
    if (!taxExempt) return this.detailsOf(userId);
    throw new ConflictException(m.exemptNeedsTaxId);
  }
}

const toDetails = (row: BuyerTaxRow | null): BuyerTaxDetails => ({
  companyName: row?.companyName ?? null,
  taxId: row?.taxId ?? null,
  taxExempt: row?.taxExempt ?? false,
});
