import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CartPreviewBody, cartPreviewSchema, type QuickOrderPreview } from '@phoneparts/contracts';
import { Authenticated, type AuthUser, CurrentUser } from '../access';
import { ValidBody } from '../common/http/zod-body';
import { RateLimit } from '../rate-limits/rate-limit.guard';
import { QuickOrderService } from './quick-order.service';

/** The preview's path; app.factory.ts bounds its body size. */
export const quickOrderPreviewPath = '/cart/preview';

/** Quick order's preview, beside the cart's routes; adding the good lines is the cart's POST /cart/lines. */
@ApiTags('cart')
@Authenticated()
@Controller('cart')
export class QuickOrderController {
  constructor(private readonly quickOrder: QuickOrderService) {}

  @Post('preview')
  @HttpCode(200)
  @RateLimit('quickOrderPreview')
  @ApiOperation({
    summary: 'Reads pasted "SKU quantity" lines or a CSV file (at most 200 lines) and answers a verdict per line',
    description:
      'Writes nothing. A file that is not CSV, no line or more than 200 lines: 400 with a message. A body above 160 KiB: 413. At most QUICK_ORDER_PREVIEWS_PER_MINUTE per account a minute (429).',
  })
  preview(
    @CurrentUser() caller: AuthUser,
    @ValidBody(cartPreviewSchema) body: CartPreviewBody,
  ): Promise<QuickOrderPreview> {
    return this.quickOrder.preview(caller, body);
  }
}
