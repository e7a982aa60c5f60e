import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  type CreateTaxRateBody,
  type DeleteResult,
  maxTaxRates,
  type TaxRate,
  type TaxSettings,
  taxMessages as m,
  type UpdateTaxRateBody,
  regionFitsCountry,
} from '@phoneparts/contracts';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { pgErrorCode, pgErrorCodes } from '../database/pg-errors';
import { retryingTransaction } from '../database/retrying-transaction';
import { computeTax, type TaxableLine, type TaxBreakdown, toMilliPercent, toPercent } from './tax-computation';
import { TaxContextRepository } from './tax-context.repository';
import { TaxRatesRepository, type TaxRateRow } from './tax-rates.repository';
import { TaxSettingsRepository } from './tax-settings.repository';

/** What checkout hands over to have an order taxed. */
export interface OrderToTax {
  buyerId: string;
  /** Where the order is delivered. */
  country: string;
  region: string | null;
  lines: readonly TaxableLine[];
  /** The chosen method's price for this order (ShippingService), in cents. */
  shippingCents: number;
}

export interface TaxedOrder extends TaxBreakdown {
  pricesIncludeTax: boolean;
  /** The tax ID an exempt buyer was exempted for (the order says "Tax exempt: <ID>"), else null. */
  exemptTaxId: string | null;
}

/** Tax rates and the shop's price basis (admins), and the tax of an order (checkout). */
@Injectable()
export class TaxService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly rates: TaxRatesRepository,
    private readonly settings: TaxSettingsRepository,
    private readonly context: TaxContextRepository,
  ) {}

  /**
   * The order's goods, shipping, tax and total in cents, per line, by the one rule of tax-computation.ts
   * (docs/tax.md), at the rate of the delivery address, in the shop's price basis, 0 % for an exempt
   * buyer. Pass checkout's `tx` so the rate read is the one the order is placed with.
   */
  async taxOrder(order: OrderToTax, tx?: Tx): Promise<TaxedOrder> {
    const context = await this.context.contextFor(order.country, order.region, order.buyerId, tx);
    const exempt = context.exemptTaxId !== null;
    const breakdown = computeTax({
      lines: order.lines,
      shippingCents: order.shippingCents,
      rateMilliPercent: context.rateMilliPercent ?? 0,
      pricesIncludeTax: context.pricesIncludeTax,
      exempt,
    });
    return { ...breakdown, pricesIncludeTax: context.pricesIncludeTax, exemptTaxId: context.exemptTaxId };
  }

  async listRates(): Promise<TaxRate[]> {
    return (await this.rates.listAll()).map(toTaxRate);
  }

  async createRate(body: CreateTaxRateBody): Promise<TaxRate> {
    return retryingTransaction(this.db, async (tx) => {
      await this.rates.lockRates(tx);
      if ((await this.rates.countAll(tx)) >= maxTaxRates) throw new ConflictException(m.tooManyRates(maxTaxRates));
      const row = await this.rates.insert(tx, {
        country: body.country,
        region: body.region,
        rateMilliPercent: toMilliPercent(body.rate),
      });
      if (!row) throw new ConflictException(m.rateExists);
      return toTaxRate(row);
    });
  }

  async updateRate(id: string, body: UpdateTaxRateBody): Promise<TaxRate> {
    const current = await this.rates.findById(id);
    if (!current) throw new NotFoundException(m.rateNotFound);
    // The place's rule (a listed country's region) holds for the merged place.
    const place = {
      country: body.country ?? current.country,
      region: body.region === undefined ? current.region : body.region,
    };
    if (!regionFitsCountry(place)) throw new BadRequestException(m.regionNotOfCountry);
    try {
      const row = await this.rates.update(id, {
        ...(body.country !== undefined ? { country: body.country } : {}),
        ...(body.region !== undefined ? { region: body.region } : {}),
        ...(body.rate !== undefined ? { rateMilliPercent: toMilliPercent(body.rate) } : {}),
      });
      if (!row) throw new NotFoundException(m.rateNotFound);
      return toTaxRate(row);
    } catch (error) {
      if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) throw new ConflictException(m.rateExists);
      throw error;
    }
  }

  async removeRate(id: string): Promise<DeleteResult> {
    if (!(await this.rates.delete(id))) throw new NotFoundException(m.rateNotFound);
    return { acknowledged: true, deletedCount: 1 };
  }

  async getSettings(): Promise<TaxSettings> {
    return { pricesIncludeTax: await this.settings.pricesIncludeTax() };
  }

  async setSettings(body: TaxSettings): Promise<TaxSettings> {
    await this.settings.setPricesIncludeTax(body.pricesIncludeTax);
    return this.getSettings();
  }
}

const toTaxRate = (row: TaxRateRow): TaxRate => ({
  _id: row.id,
  country: row.country,
  region: row.region,
  rate: toPercent(row.rateMilliPercent),
});
