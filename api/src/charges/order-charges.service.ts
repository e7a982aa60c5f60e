import { Injectable } from '@nestjs/common';
import type { Tx } from '../database/database';
import { type ShippingOffer, ShippingService } from '../shipping';
import { type TaxableLine, TaxService, type TaxedOrder } from '../tax';

/** What an order is charged for, and where it goes. */
export interface ChargeRequest {
  buyerId: string;
  /** The delivery's country and region (the rate's place, the methods that serve it). */
  country: string;
  region: string | null;
  /**
   * The method the buyer chose (refused with a 422 when it does not take the order), or `cheapest`:
   * the cheapest active method serving the country for this order, none when there is none (a
   * spec-form order, docs/checkout.md).
   */
  shippingMethod: { id: string } | 'cheapest';
  /** Each line at its unit price for its quantity (api/src/pricing), in cents. */
  lines: readonly TaxableLine[];
}

/** The order's goods, shipping, tax and total in cents (tax-computation.ts), and the method charged. */
export interface OrderCharges extends TaxedOrder {
  method: ShippingOffer | null;
}

/**
 * An order's charges beyond its goods, in one place for the cart's quote, its checkout and the
 * spec-form order: the shipping method's price for the goods total, then the tax of every line and of
 * the shipping, by the one rule of docs/tax.md. Two statements, whatever the number of lines; pass
 * the placing transaction as `tx` so the figures are the ones the order is written with.
 */
@Injectable()
export class OrderChargesService {
  constructor(
    private readonly shipping: ShippingService,
    private readonly tax: TaxService,
  ) {}

  async chargesFor(request: ChargeRequest, tx?: Tx): Promise<OrderCharges> {
    const goodsCents = request.lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
    const method =
      request.shippingMethod === 'cheapest'
        ? cheapest(await this.shipping.offeredFor(request.country, goodsCents, tx))
        : await this.shipping.chosenFor(request.shippingMethod.id, request.country, goodsCents, tx);
    const taxed = await this.tax.taxOrder(
      {
        buyerId: request.buyerId,
        country: request.country,
        region: request.region,
        lines: request.lines,
        shippingCents: method?.priceCents ?? 0,
      },
      tx,
    );
    return { ...taxed, method };
  }
}

/** The offer that costs this order least (the first of equals: offers come cheapest flat price first). */
function cheapest(offers: ShippingOffer[]): ShippingOffer | null {
  return offers.reduce<ShippingOffer | null>(
    (best, o) => (best === null || o.priceCents < best.priceCents ? o : best),
    null,
  );
}
