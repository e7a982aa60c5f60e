import {
  BadRequestException,
  Controller,
  HttpCode,
  Inject,
  NotFoundException,
  Post,
  Req,
  type RawBodyRequest,
} from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { paymentMessages } from '@phoneparts/contracts';
import type { FastifyRequest } from 'fastify';
import { Public } from '../access';
import { PaymentEventsService } from './payment-events.service';
import { PAYMENT_PROVIDER, PaymentProvider, WebhookRejectedError } from '../payment-providers';

/**
 * Where the provider (Stripe) reports payments. Open to the network, but nothing is believed without
 * a valid signature over the exact raw body (the app is created with `rawBody: true`).
 */
@ApiTags('payments')
@Controller('payments')
export class PaymentWebhookController {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly events: PaymentEventsService,
  ) {}

  /**
   * 200 for every verified event, applied or not (a duplicate, or a type the shop ignores), so the
   * provider stops redelivering it; 400 for a bad signature; 404 when the provider sends no webhooks.
   */
  @Public()
  @Post('webhook')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Payment provider events (Stripe): payment_intent.succeeded marks the order paid; payment_intent.payment_failed is recorded',
    description:
      'Called by Stripe, not by the shop. The body is a Stripe event; a repeated event id changes nothing. 404 with the sandbox provider.',
  })
  @ApiHeader({ name: 'stripe-signature', required: true, description: "Stripe's signature of the raw body" })
  @ApiResponse({ status: 200, description: "{received: true, outcome: 'paid' | 'recorded' | 'duplicate' | 'ignored'}" })
  @ApiResponse({ status: 400, description: 'Signature missing or wrong' })
  async receive(@Req() request: RawBodyRequest<FastifyRequest>) {
    const webhooks = this.provider.webhooks;
    if (!webhooks) throw new NotFoundException(paymentMessages.webhooksNotAccepted);
    const signature = request.headers[webhooks.signatureHeader];
    if (!request.rawBody || typeof signature !== 'string')
      throw new BadRequestException(paymentMessages.webhookSignatureInvalid);
    let event;
    try {
      event = webhooks.parse(request.rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookRejectedError) throw new BadRequestException(paymentMessages.webhookSignatureInvalid);
      throw error;
    }
    return { received: true, outcome: await this.events.apply(event) };
  }
}
