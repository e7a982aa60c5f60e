import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { apiMessages, type ReorderResult } from '@phoneparts/contracts';
import { Authenticated, type AuthUser, CurrentUser } from '../access';
import { IdPipe } from '../common/http/id.pipe';
import { ReorderService } from './reorder.service';

/** Beside the order routes (/myOrders), but it writes the cart: its own module, so orders need not know carts. */
@ApiTags('orders')
@Authenticated()
@Controller('myOrders')
export class ReorderController {
  constructor(private readonly reorders: ReorderService) {}

  @Post(':id/reorder')
  @HttpCode(200)
  @ApiOperation({
    summary: "Puts an order's lines in the cart at today's prices and stock, and lists what changed (owner only)",
    description: 'A part gone or out of stock is left out; a quantity is fitted to the stock and minimum order now.',
  })
  reorder(
    @CurrentUser() caller: AuthUser,
    @Param('id', new IdPipe(apiMessages.orderNotFound)) id: string,
  ): Promise<ReorderResult> {
    return this.reorders.reorder(caller, id);
  }
}
