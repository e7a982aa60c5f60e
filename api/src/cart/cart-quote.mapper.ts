import {
  type Address,
  type CartQuote,
  type CartQuoteConflict,
  checkoutMessages,
  type QuotedFigures,
} from '@phoneparts/contracts';
import { ConflictException } from '@nestjs/common';
import type { OrderCharges } from '../charges';
import { toCents, toDollars } from '../common/money';
import { toOfferedMethod } from '../shipping';
import { toPercent } from '../tax';

/**
 * A cart's charges as `POST /cart/quote` answers them (and a checkout's 409 carries them): each line in
 * the cart's order (`partIds[i]` is line i's part), the totals, the method charged and the address.
 */
export function toCartQuote(charges: OrderCharges, partIds: string[], address: Address): CartQuote {
  if (charges.method === null) throw new Error('A cart quote always has its chosen shipping method');
  return {
    lines: charges.lines.map((line, i) => ({
      partId: partIds[i],
      quantity: line.quantity,
      unitPrice: toDollars(line.unitPriceCents),
      net: toDollars(line.net),
      taxRate: toPercent(line.rateMilliPercent),
      tax: toDollars(line.tax),
    })),
    goods: toDollars(charges.goods),
    shipping: toDollars(charges.shipping.net),
    tax: toDollars(charges.tax),
    total: toDollars(charges.total),
    shippingTax: toDollars(charges.shipping.tax),
    taxRate: toPercent(charges.rateMilliPercent),
    pricesIncludeTax: charges.pricesIncludeTax,
    taxExemptId: charges.exemptTaxId,
    shippingMethod: toOfferedMethod(charges.method),
    shippingAddress: address,
  };
}

const sameAmount = (a: number, b: number) => toCents(a) === toCents(b);

/**
 * Whether the figures a buyer saw (`quoted`, sent back by the client) are still today's: the totals,
 * and each line when the client sent them. Compared in cents; the client's amounts are never used.
 */
export function quoteHolds(quoted: QuotedFigures, now: CartQuote): boolean {
  const totals = (['goods', 'shipping', 'tax', 'total'] as const).every((k) => sameAmount(quoted[k], now[k]));
  if (!totals || quoted.lines === undefined) return totals;
  return (
    quoted.lines.length === now.lines.length &&
    quoted.lines.every((seen, i) => {
      const line = now.lines[i];
      return (
        seen.partId.toLowerCase() === line.partId &&
        seen.quantity === line.quantity &&
        sameAmount(seen.unitPrice, line.unitPrice) &&
        sameAmount(seen.net, line.net) &&
        sameAmount(seen.tax, line.tax)
      );
    })
  );
}

/** The 409 of a checkout whose quote no longer holds: nothing placed, the new figures in `quote`. */
export function quoteChanged(quote: CartQuote): ConflictException {
  const body: CartQuoteConflict = {
    statusCode: 409,
    error: 'Conflict',
    message: checkoutMessages.quoteChanged,
    quote,
  };
  return new ConflictException(body);
}
