import type { OfferedShippingMethod, ShippingMethod } from '@phoneparts/contracts';
import { toCents, toDollars } from '../common/money';
import type { ShippingMethodRow, ShippingMethodValues } from './shipping-methods.repository';

export const toShippingMethod = (row: ShippingMethodRow): ShippingMethod => ({
  _id: row.id,
  name: row.name,
  countries: row.countries,
  price: toDollars(row.priceCents),
  freeAbove: row.freeAboveCents === null ? null : toDollars(row.freeAboveCents),
  estimate: row.estimate,
  active: row.active,
});

/** The columns of a method's fields as the API takes them (amounts in currency units → cents). */
export function toShippingValues(body: Partial<Omit<ShippingMethod, '_id'>>): Partial<ShippingMethodValues> {
  return {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.countries !== undefined ? { countries: body.countries } : {}),
    ...(body.price !== undefined ? { priceCents: toCents(body.price) } : {}),
    ...(body.freeAbove !== undefined
      ? { freeAboveCents: body.freeAbove === null ? null : toCents(body.freeAbove) }
      : {}),
    ...(body.estimate !== undefined ? { estimate: body.estimate } : {}),
    ...(body.active !== undefined ? { active: body.active } : {}),
  };
}

/** A method offered for one order, with its price for that order in cents (checkout's figure). */
export interface ShippingOffer {
  id: string;
  name: string;
  estimate: string;
  priceCents: number;
}

export const toOfferedMethod = (offer: ShippingOffer): OfferedShippingMethod => ({
  _id: offer.id,
  name: offer.name,
  estimate: offer.estimate,
  price: toDollars(offer.priceCents),
});
