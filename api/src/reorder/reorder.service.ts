import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { apiMessages, type ReorderResult } from '@phoneparts/contracts';
import type { AuthUser } from '../access';
import { CartService } from '../cart/cart.service';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { OrdersRepository } from '../orders/orders.repository';
import { planReorder } from './reorder-plan';

/**
 * Order again (docs/product.md#14-order-again): an order's lines into its owner's cart at today's prices and stock. Any
 * status will do (a cancelled or expired order's lines are still the list the buyer wants); only the
 * owner may: an admin ordering someone else's order would fill their own cart with it, so 403.
 */
@Injectable()
export class ReorderService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersRepository,
    private readonly cart: CartService,
  ) {}

  async reorder(caller: AuthUser, orderId: string): Promise<ReorderResult> {
    const order = await this.orders.findById(orderId);
    if (!order) throw new NotFoundException(apiMessages.orderNotFound);
    if (order.userId === null || order.userId !== caller.id) throw new ForbiddenException(apiMessages.notYourResource);
    const lines = await this.orders.linesOf([order.id]);
    const partIds = lines.flatMap((line) => (line.partId ? [line.partId] : []));
    const { cart, outcome } = await this.cart.merge(caller, partIds, (context) =>
      planReorder(lines, context, this.config.shop.currency),
    );
    return { cart, ...outcome };
  }
}
