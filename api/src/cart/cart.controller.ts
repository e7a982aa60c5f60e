import { Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AddCartLinesBody,
  addCartLinesSchema,
  type AddCartUnitsBody,
  addCartUnitsSchema,
  apiMessages,
  type Cart,
  type CartAddressChoiceBody,
  cartAddressChoiceSchema,
  type CartQuote,
  type CartQuoteBody,
  cartQuoteSchema,
  type OfferedShippingMethod,
  type Order,
  type SetCartLineBody,
  setCartLineSchema,
} from '@phoneparts/contracts';
import { Authenticated, type AuthUser, CurrentUser } from '../access';
import { IdPipe } from '../common/http/id.pipe';
import { ShopBody, ValidBody } from '../common/http/zod-body';
import { RateLimit } from '../rate-limits/rate-limit.guard';
import { CartService } from './cart.service';
import { CartCheckoutService } from './cart-checkout.service';
import { type AnyCheckoutBody, anyCheckoutBodyDocs, anyCheckoutBodySchemaFor } from './checkout-body';

/** A malformed part id names no part: 404, as everywhere. */
const partId = () => new IdPipe(apiMessages.partNotFound);

/** The signed-in caller's own cart: there is no route to anyone else's (the cart is found by the token). */
@ApiTags('cart')
@Authenticated()
@Controller('cart')
export class CartController {
  constructor(
    private readonly cart: CartService,
    private readonly checkouts: CartCheckoutService,
  ) {}

  @Get()
  @ApiOperation({ summary: "The caller's cart: every line at today's price, flagged when it cannot be bought as is" })
  get(@CurrentUser() caller: AuthUser): Promise<Cart> {
    return this.cart.get(caller);
  }

  @Put('lines/:partId')
  @ApiOperation({ summary: "Adds a part or sets its quantity (the part's minimum and stock; at most 100 lines)" })
  setLine(
    @CurrentUser() caller: AuthUser,
    @Param('partId', partId()) partId: string,
    @ValidBody(setCartLineSchema) body: SetCartLineBody,
  ): Promise<Cart> {
    return this.cart.setLine(caller, partId, body.quantity);
  }

  @Post('lines/:partId')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Adds units to what the cart holds of a part (the part's minimum and stock; at most 100 lines); answers the cart",
  })
  addUnits(
    @CurrentUser() caller: AuthUser,
    @Param('partId', partId()) partId: string,
    @ValidBody(addCartUnitsSchema) body: AddCartUnitsBody,
  ): Promise<Cart> {
    return this.cart.addUnits(caller, partId, body.quantity);
  }

  @Post('lines')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Adds many parts at once, each line's units to what the cart holds (all or nothing; 409 names each refused line)",
  })
  addLines(@CurrentUser() caller: AuthUser, @ValidBody(addCartLinesSchema) body: AddCartLinesBody): Promise<Cart> {
    return this.cart.addLines(caller, body);
  }

  @Delete('lines/:partId')
  @ApiOperation({ summary: 'Removes a line (a line that is not there is fine)' })
  removeLine(@CurrentUser() caller: AuthUser, @Param('partId', partId()) partId: string): Promise<Cart> {
    return this.cart.removeLine(caller, partId);
  }

  @Post('shipping-methods')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "The active shipping methods serving an address's country (a saved one by addressId, or a new one), each priced for the cart",
  })
  shippingMethods(
    @CurrentUser() caller: AuthUser,
    @ValidBody(cartAddressChoiceSchema) body: CartAddressChoiceBody,
  ): Promise<OfferedShippingMethod[]> {
    return this.checkouts.shippingMethods(caller, body);
  }

  @Post('quote')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'What checkout would charge now for an address and a shipping method: every line with its tax, goods, shipping, tax, total',
  })
  quote(@CurrentUser() caller: AuthUser, @ValidBody(cartQuoteSchema) body: CartQuoteBody): Promise<CartQuote> {
    return this.checkouts.quote(caller, body);
  }

  @Post('checkout')
  @RateLimit('placeOrder')
  @ApiOperation({
    summary:
      'Places one order of every line and empties the cart, every figure computed again (all or nothing; 409 names each line that cannot be served, or carries the new quote when the one sent changed)',
  })
  checkout(
    @CurrentUser() caller: AuthUser,
    @ShopBody((shop) => anyCheckoutBodySchemaFor(shop.country), { documented: anyCheckoutBodyDocs })
    body: AnyCheckoutBody,
  ): Promise<Order> {
    return body.kind === 'asWritten'
      ? this.checkouts.checkoutAsWritten(caller, body)
      : this.checkouts.checkout(caller, body);
  }

  @Delete()
  @ApiOperation({ summary: 'Empties the cart' })
  empty(@CurrentUser() caller: AuthUser): Promise<Cart> {
    return this.cart.empty(caller);
  }
}
