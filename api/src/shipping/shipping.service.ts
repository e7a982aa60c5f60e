import { ConflictException, Inject, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import {
  countryName,
  type CreateShippingMethodBody,
  type DeleteResult,
  type ShippingMethod,
  shippingLimits,
  shippingMessages as m,
  type UpdateShippingMethodBody,
} from '@phoneparts/contracts';
import { isUuid } from '../common/http/id.pipe';
import type { Database, Tx } from '../database/database';
import { DB } from '../database/database.module';
import { retryingTransaction } from '../database/retrying-transaction';
import { type ShippingOffer, toShippingMethod, toShippingValues } from './shipping-method.mapper';
import { type ShippingMethodValues, ShippingMethodsRepository } from './shipping-methods.repository';
import { shippingPriceCents } from './shipping-price';

/** The admin's shipping methods, and what checkout may offer and charge for an order. */
@Injectable()
export class ShippingService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly methods: ShippingMethodsRepository,
  ) {}

  async list(): Promise<ShippingMethod[]> {
    return (await this.methods.listAll()).map(toShippingMethod);
  }

  async create(body: CreateShippingMethodBody): Promise<ShippingMethod> {
    return retryingTransaction(this.db, async (tx) => {
      await this.methods.lockMethods(tx);
      if ((await this.methods.countAll(tx)) >= shippingLimits.maxMethods)
        throw new ConflictException(m.tooManyMethods(shippingLimits.maxMethods));
      return toShippingMethod(await this.methods.insert(tx, toShippingValues(body) as ShippingMethodValues));
    });
  }

  async update(id: string, body: UpdateShippingMethodBody): Promise<ShippingMethod> {
    const row = await this.methods.update(id, toShippingValues(body));
    if (!row) throw new NotFoundException(m.methodNotFound);
    return toShippingMethod(row);
  }

  /** Past orders keep the method's name and price they were placed with; deleting changes none of them. */
  async remove(id: string): Promise<DeleteResult> {
    if (!(await this.methods.delete(id))) throw new NotFoundException(m.methodNotFound);
    return { acknowledged: true, deletedCount: 1 };
  }

  /**
   * The methods checkout offers for an order delivered to `country` whose goods total `goodsCents`
   * (in the catalogue's prices): the active ones that serve the country, cheapest first, each with its
   * price for this order in cents (0 once the goods reach its "free above" total). Empty: the shop
   * does not ship there (see `noMethodForCountry`). Pass `tx` to read inside checkout's transaction.
   */
  async offeredFor(country: string, goodsCents: number, tx?: Tx): Promise<ShippingOffer[]> {
    return (await this.methods.activeFor(country, tx)).map((row) => ({
      id: row.id,
      name: row.name,
      estimate: row.estimate,
      priceCents: shippingPriceCents(row, goodsCents),
    }));
  }

  /**
   * The method a buyer chose, with its price for this order: 422 when it does not exist, is inactive
   * or does not serve `country`. When the shop ships nowhere in the country the message says so.
   */
  async chosenFor(methodId: string, country: string, goodsCents: number, tx?: Tx): Promise<ShippingOffer> {
    const offers = await this.offeredFor(country, goodsCents, tx);
    if (offers.length === 0) throw new UnprocessableEntityException(m.noMethodForCountry(countryName(country)));
    const chosen = isUuid(methodId) ? offers.find((o) => o.id === methodId.toLowerCase()) : undefined;
    if (!chosen) throw new UnprocessableEntityException(m.methodNotOffered);
    return chosen;
  }
}
