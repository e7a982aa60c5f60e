import { Controller, HttpCode, HttpException, Inject, NotFoundException, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { paymentMessages, SandboxCardBody, sandboxCardSchema } from '@phoneparts/contracts';
import { STATUS_CODES } from 'node:http';
import { Public } from '../access';
import { ValidBody } from '../common/http/zod-body';
import { CardConfirmationError, PAYMENT_PROVIDER, PaymentProvider } from '../payment-providers';

/** The sandbox's stand-in for Stripe.js's card confirmation; absent (404) when the provider confirms cards itself. */
@ApiTags('payments')
@Controller('payments/sandbox')
export class SandboxPaymentsController {
  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider) {}

  /** Public like Stripe's own endpoint: the client secret, handed only to the order's owner, is the credential. */
  @Public()
  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm a card payment with the sandbox provider',
    description:
      'Stripe\'s test cards decide: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 → 402 "Your card was declined."; ' +
      '4000 0000 0000 9995 → 402 "Your card has insufficient funds."; other numbers, a past expiry (MM/YY) or a bad CVC → 400 ' +
      "with Stripe's wording; an intent canceled with its order (cancelled or expired) → 409. Errors carry Stripe's `code` (and `decline_code`).",
  })
  @ApiResponse({ status: 200, description: "{paymentIntent: {id, status: 'succeeded'}}" })
  async confirm(@ValidBody(sandboxCardSchema) body: SandboxCardBody) {
    const cards = this.provider.cardConfirmation;
    if (!cards) throw new NotFoundException(paymentMessages.sandboxNotActive);
    try {
      const intent = await cards.confirm(body);
      return { paymentIntent: { id: intent.id, status: 'succeeded' as const } };
    } catch (error) {
      if (!(error instanceof CardConfirmationError)) throw error;
      const status = error.httpStatus;
      throw new HttpException(
        {
          statusCode: status,
          message: error.message,
          error: STATUS_CODES[status],
          code: error.code,
          ...(error.declineCode ? { decline_code: error.declineCode } : {}),
        },
        status,
      );
    }
  }
}
