import { Controller, HttpCode, NotFoundException, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  apiMessages,
  ConfirmPaymentBody,
  confirmPaymentSchema,
  CreatePaymentIntentBody,
  createPaymentIntentSchema,
  Order,
  PaymentIntentResponse,
} from '@phoneparts/contracts';
import type { AuthUser } from '../auth/access/auth-user';
import { CurrentUser } from '../auth/access/decorators';
import { IdPipe, isUuid } from '../common/http/id.pipe';
import { BodySchema, ValidBody } from '../common/http/zod-body';
import { PaymentsService } from './payments.service';

/**
 * The customer's payment calls (signed in; the service checks the order is the caller's own).
 * Neither takes an amount or a "paid" flag from the client: unknown body fields are dropped.
 */
@ApiTags('payments')
@ApiBearerAuth()
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('create-payment-intent')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start paying an order (owner only)',
    description:
      "Amount = the order's price × quantity from the database (any amount in the body is ignored). Answers the provider's client secret, " +
      "which provider to render ('sandbox' or 'stripe' with its publishable key) and the amount in dollars. Asking again answers the same intent. " +
      '404 unknown or cancelled order, 403 another customer\'s, 409 already paid.',
  })
  @BodySchema(createPaymentIntentSchema)
  @ApiResponse({ status: 200, description: '{clientSecret, provider, publishableKey?, amount}' })
  createIntent(@CurrentUser() caller: AuthUser, @ValidBody(createPaymentIntentSchema) body: CreatePaymentIntentBody): Promise<PaymentIntentResponse> {
    if (!isUuid(body.orderId)) throw new NotFoundException(apiMessages.orderNotFound);
    return this.payments.createIntent(caller, body.orderId.toLowerCase());
  }

  @Patch('myOrders/:id')
  @ApiOperation({
    summary: 'Mark an order paid after the card payment (owner only)',
    description:
      '`transactionId` is the payment intent id the provider confirmed. The order becomes paid only if the provider says that intent ' +
      "succeeded, was made for this order and for its full amount; otherwise 402. Repeating the call with the same id answers the paid order. " +
      'Answers the Order.',
  })
  @BodySchema(confirmPaymentSchema)
  @ApiResponse({ status: 200, description: 'The updated Order' })
  confirmPaid(
    @CurrentUser() caller: AuthUser,
    @Param('id', new IdPipe(apiMessages.orderNotFound)) id: string,
    @ValidBody(confirmPaymentSchema) body: ConfirmPaymentBody,
  ): Promise<Order> {
    return this.payments.confirmPaid(caller, id, body.transactionId.trim());
  }
}
