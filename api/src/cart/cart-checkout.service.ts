import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  type Address,
  addressOnOneLine,
  type CartAddressChoiceBody,
  type CartCheckoutBody,
  cartMessages,
  type CartQuote,
  type CartQuoteBody,
  type CheckoutBody,
  type OfferedShippingMethod,
  type Order,
} from '@phoneparts/contracts';
import type { AuthUser } from '../access';
import { AddressesService } from '../addresses';
import { type ChargeRequest, OrderChargesService } from '../charges';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Transactions } from '../events';
import { type Destination, OrderPlacement } from '../orders/order-placement.service';
import { OrdersService } from '../orders/orders.service';
import { ShippingService, toOfferedMethod } from '../shipping';
import { priceLine } from './cart.mapper';
import { CartRepository } from './cart.repository';
import { quoteChanged, quoteHolds, toCartQuote } from './cart-quote.mapper';
import { checkoutRefusal } from './checkout-refusal';
import { quoteRefusal } from './quote-refusal';

/** A structured address as an order's destination: its one-line text, its copy, its region. */
const destinationOf = (address: Address): Destination => ({
  oneLine: addressOnOneLine(address),
  address,
  region: address.region ?? null,
});

/**
 * The cart's way to an order (docs/checkout.md): the methods on offer for an address, the quote
 * (every line's tax, the shipping, the total) and the checkout, which computes every figure again
 * inside its transaction and refuses with a 409 when the quote its buyer saw no longer holds.
 */
@Injectable()
export class CartCheckoutService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly carts: CartRepository,
    private readonly addresses: AddressesService,
    private readonly shipping: ShippingService,
    private readonly charges: OrderChargesService,
    private readonly placement: OrderPlacement,
    private readonly orders: OrdersService,
    private readonly transactions: Transactions,
  ) {}

  /** The active methods serving the address's country, each with its price for the cart as it is now. */
  async shippingMethods(caller: AuthUser, body: CartAddressChoiceBody): Promise<OfferedShippingMethod[]> {
    const address = await this.addresses.addressForOrder(caller.id, body);
    const priced = (await this.carts.linesOf(caller.id)).map(priceLine);
    const goodsCents = priced.reduce((sum, l) => sum + l.unitPriceCents * l.line.quantity, 0);
    return (await this.shipping.offeredFor(address.country, goodsCents)).map(toOfferedMethod);
  }

  /**
   * What checkout would charge now: the cart's lines at today's prices (a line that cannot be bought
   * as it is refuses the quote, as it would the checkout), the chosen method's price and the tax.
   */
  async quote(caller: AuthUser, body: CartQuoteBody): Promise<CartQuote> {
    const address = await this.addresses.addressForOrder(caller.id, body);
    const priced = (await this.carts.linesOf(caller.id)).map(priceLine);
    if (priced.length === 0) throw new BadRequestException(cartMessages.cartEmpty);
    const flagged = priced.filter((l) => l.flags.length > 0);
    if (flagged.length > 0) throw quoteRefusal(flagged, this.config.shop.currency);
    const charges = await this.charges.chargesFor(
      this.chargeRequest(
        caller,
        address,
        body.shippingMethodId,
        priced.map((l) => ({
          unitPriceCents: l.unitPriceCents,
          quantity: l.line.quantity,
        })),
      ),
    );
    return toCartQuote(
      charges,
      priced.map((l) => l.line.partId),
      address,
    );
  }

  /**
   * One order of every line, shipped to the chosen address by the chosen method, through the one
   * placement path, which prices shipping and tax again inside the transaction. When the client sent
   * the quote its buyer saw and today's figures differ, nothing is placed: a 409 with the new quote.
   * A new address the buyer asked to keep is saved in the same transaction.
   */
  async checkout(caller: AuthUser, body: CartCheckoutBody): Promise<Order> {
    const address = await this.addresses.addressForOrder(caller.id, body);
    return this.place(caller, {
      phone: body.phone,
      destination: destinationOf(address),
      shippingMethod: { id: body.shippingMethodId },
      poNumber: body.poNumber,
      note: body.note,
      saveAddress: body.saveAddress === true && body.address !== undefined ? address : undefined,
      checkCharges: (charges, partIds) => {
        if (body.quote === undefined) return;
        const now = toCartQuote(charges, partIds, address);
        if (!quoteHolds(body.quote, now)) throw quoteChanged(now);
      },
    });
  }

  /**
   * The cart's first checkout body (phone and a one-line address): shipped as written to the home
   * country, like the spec's single-part order (docs/checkout.md).
   */
  async checkoutAsWritten(caller: AuthUser, body: CheckoutBody): Promise<Order> {
    return this.place(caller, {
      phone: body.phone,
      destination: this.orders.asWritten(body.address),
      shippingMethod: 'cheapest',
    });
  }

  /**
   * Every line of the locked cart through the placement path; the ordered lines leave the cart in
   * the same transaction. The cart and its lines stay locked meanwhile, so a line added from another
   * tab is either in this order or still in the cart after. Each line is charged the unit price its
   * buyer saw: a price changed since refuses the line.
   */
  private async place(
    caller: AuthUser,
    order: {
      phone: string;
      destination: Destination;
      shippingMethod: ChargeRequest['shippingMethod'];
      poNumber?: string;
      note?: string;
      saveAddress?: Address;
      checkCharges?: (charges: Parameters<typeof toCartQuote>[0], partIds: string[]) => void;
    },
  ): Promise<Order> {
    const placed = await this.transactions.run(
      async (tx) => {
        const cart = await this.carts.lockedLinesOf(tx, caller.id);
        if (cart.length === 0) throw new BadRequestException(cartMessages.cartEmpty);
        const partIds = cart.map(({ line }) => line.partId);
        const placedOrder = await this.placement.placeIn(tx, caller, {
          lines: cart.map(({ line }) => ({
            partId: line.partId,
            quantity: line.quantity,
            seenUnitPriceCents: line.seenUnitPriceCents,
          })),
          phone: order.phone,
          destination: order.destination,
          shippingMethod: order.shippingMethod,
          poNumber: order.poNumber,
          note: order.note,
          checkCharges: order.checkCharges && ((charges) => order.checkCharges!(charges, partIds)),
          refuse: (problems) => checkoutRefusal(problems, cart, this.config.shop.currency),
        });
        if (order.saveAddress) await this.addresses.saveIn(tx, caller.id, order.saveAddress);
        await this.carts.removeOrdered(tx, cart[0].line.cartId, partIds);
        return placedOrder;
      },
      { retry: true },
    );
    return this.orders.placedJson(placed);
  }

  private chargeRequest(
    caller: AuthUser,
    address: Address,
    shippingMethodId: string,
    lines: ChargeRequest['lines'],
  ): ChargeRequest {
    return {
      buyerId: caller.id,
      country: address.country,
      region: address.region ?? null,
      shippingMethod: { id: shippingMethodId },
      lines,
    };
  }
}
