import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { buyerTaxDetails, taxRates, taxSettings } from '../database/schema';

/** What taxing one order reads: the delivery's rate, the shop's price basis and the buyer's exemption. */
export interface TaxContext {
  /** Thousandths of a percent, or null: the shop keeps no rate there. */
  rateMilliPercent: number | null;
  pricesIncludeTax: boolean;
  /** The tax ID the buyer is exempted for, or null when not exempt. */
  exemptTaxId: string | null;
}

/**
 * The one read of checkout's tax, in one statement (checkout runs a fixed number of statements,
 * docs/checkout.md): the rate (the region's own rate when the shop keeps one, else the country's) and
 * the buyer's exemption as scalar subqueries of the shop's one settings row.
 */
@Injectable()
export class TaxContextRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async contextFor(
    country: string,
    region: string | null,
    buyerId: string,
    db: Database | Tx = this.db,
  ): Promise<TaxContext> {
    const [row] = await db
      .select({
        rateMilliPercent: sql<number | null>`(
          select ${taxRates.rateMilliPercent} from ${taxRates}
          where ${taxRates.country} = ${country}
            and (${taxRates.region} is null or ${taxRates.region} = ${region ? region.toUpperCase() : null})
          order by ${taxRates.region} is null
          limit 1)`.mapWith((v: unknown) => (v === null ? null : Number(v))),
        pricesIncludeTax: taxSettings.pricesIncludeTax,
        exemptTaxId: sql<string | null>`(
          select ${buyerTaxDetails.taxId} from ${buyerTaxDetails}
          where ${buyerTaxDetails.userId} = ${buyerId} and ${buyerTaxDetails.taxExempt})`,
      })
      .from(taxSettings)
      .limit(1);
    return row ?? { rateMilliPercent: null, pricesIncludeTax: false, exemptTaxId: null };
  }
}
