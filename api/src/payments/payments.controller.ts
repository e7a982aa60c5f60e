import { Controller, HttpCode, NotFoundException, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  apiMessages,
  CreatePaymentIntentBody,
  createPaymentIntentSchema,
  PaymentIntentResponse,
} from '@phoneparts/contracts';
import { Authenticated, type AuthUser, CurrentUser } from '../access';
import { isUuid } from '../common/http/id.pipe';
import { ValidBody } from '../common/http/zod-body';
import { PaymentsService } from './payments.service';

/**
 * Starting a card payment (signed in; the service checks the order is the caller's own). It takes no
 * amount from the client: unknown body fields are dropped. Marking the order paid is PATCH /myOrders/:id.
 */
@ApiTags('payments')
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Authenticated()
  @Post('create-payment-intent')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start paying an order (owner only)',
    description:
      "Amount = the order's price × quantity from the database (any amount in the body is ignored). Answers the provider's client secret, " +
      "which provider to render ('sandbox' or 'stripe' with its publishable key) and the amount in dollars. Asking again answers the same intent. " +
      "404 unknown or cancelled order, 403 another customer's, 409 already paid or its stock hold expired.",
  })
  @ApiResponse({ status: 200, description: '{clientSecret, provider, publishableKey?, amount}' })
  createIntent(
    @CurrentUser() caller: AuthUser,
    @ValidBody(createPaymentIntentSchema) body: CreatePaymentIntentBody,
  ): Promise<PaymentIntentResponse> {
    if (!isUuid(body.orderId)) throw new NotFoundException(apiMessages.orderNotFound);
    return this.payments.createIntent(caller, body.orderId.toLowerCase());
  }
}
