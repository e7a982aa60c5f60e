import { Controller, Delete, Get, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  apiMessages,
  ConfirmPaymentBody,
  confirmPaymentSchema,
  CreateOrderBody,
  createOrderSchemaFor,
  OrderListQuery,
  orderListQuerySchema,
  Order,
  OrderDetail,
  PageQuery,
  pageQuerySchema,
  ShipOrderBody,
  shipOrderSchema,
} from '@phoneparts/contracts';
import type { FastifyReply } from 'fastify';
import { Authenticated, type AuthUser, CurrentUser } from '../access';
import { EmailParamPipe } from '../common/http/email-param.pipe';
import { IdPipe } from '../common/http/id.pipe';
import { ShopBody, ValidBody, ValidQuery } from '../common/http/zod-body';
import { withPagingHeaders } from '../common/lists/paging-headers';
import { RateLimit } from '../rate-limits/rate-limit.guard';
import { OrdersService } from './orders.service';

const orderId = () => new IdPipe(apiMessages.orderNotFound);

/** Every route here needs a signed-in caller (the global guard); the service checks ownership. */
@ApiTags('orders')
@Controller('myOrders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Authenticated()
  @Post()
  @RateLimit('placeOrder')
  @ApiOperation({ summary: 'Place an order; price, part details and identity come from the server' })
  place(
    @CurrentUser() caller: AuthUser,
    @ShopBody((shop) => createOrderSchemaFor(shop.country)) body: CreateOrderBody,
  ) {
    return this.orders.place(caller, body);
  }

  @Authenticated({ admin: true })
  @Get()
  @ApiOperation({
    summary: 'A page of all orders with their status, by `status` and part of the customer `email`, `sort` (admin)',
  })
  async listAll(
    @ValidQuery(orderListQuerySchema) query: OrderListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return withPagingHeaders(reply, query, await this.orders.listAll(query));
  }

  @Authenticated()
  @Get('order/:id')
  @ApiOperation({
    summary: 'One order with its history, oldest first (its owner, or an admin)',
    description: 'Cancelled and expired orders too: the order page a mail links to.',
  })
  getOne(@CurrentUser() caller: AuthUser, @Param('id', orderId()) id: string): Promise<OrderDetail> {
    return this.orders.getDetail(caller, id);
  }

  @Authenticated()
  @Get('payment/:id')
  @ApiOperation({ summary: 'One order, for its owner to pay' })
  getForPayment(@CurrentUser() caller: AuthUser, @Param('id', orderId()) id: string) {
    return this.orders.getForPayment(caller, id);
  }

  @Authenticated()
  @Get(':email')
  @ApiOperation({ summary: "A page of a customer's orders, newest first (self or admin)" })
  async listFor(
    @CurrentUser() caller: AuthUser,
    @Param('email', EmailParamPipe) email: string,
    @ValidQuery(pageQuerySchema) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return withPagingHeaders(reply, query, await this.orders.listFor(caller, email, query));
  }

  @Authenticated()
  @Patch(':id')
  @ApiOperation({
    summary: 'Mark an order paid after the card payment (owner only)',
    description:
      '`transactionId` is the payment intent id the provider confirmed. The order becomes paid only if the provider says that intent ' +
      'succeeded, was made for this order and for its full amount; otherwise 402. Repeating the call with the same id answers the paid order. ' +
      'A payment that lands after the order was cancelled or expired is refunded (409). Answers the Order.',
  })
  @ApiResponse({ status: 200, description: 'The updated Order' })
  confirmPaid(
    @CurrentUser() caller: AuthUser,
    @Param('id', orderId()) id: string,
    @ValidBody(confirmPaymentSchema) body: ConfirmPaymentBody,
  ): Promise<Order> {
    return this.orders.confirmPaid(caller, id, body.transactionId.trim());
  }

  @Authenticated()
  @Delete(':id')
  @ApiOperation({
    summary: 'Cancel an unpaid order and restore its stock (owner or admin)',
    description:
      "Voids the order's payment intent first; 409 when the provider says it was already paid (the order is then paid).",
  })
  cancel(@CurrentUser() caller: AuthUser, @Param('id', orderId()) id: string) {
    return this.orders.cancel(caller, id);
  }

  @Authenticated({ admin: true })
  @Post(':id/ship')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ship a paid order with its carrier and tracking number (admin)',
    description:
      'Both are stored on the order and in its history, and mailed to the customer. 409 unless the order is paid.',
  })
  ship(
    @CurrentUser() admin: AuthUser,
    @Param('id', orderId()) id: string,
    @ValidBody(shipOrderSchema) body: ShipOrderBody,
  ) {
    return this.orders.ship(admin, id, body);
  }
}
