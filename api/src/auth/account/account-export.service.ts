import { Injectable, UnauthorizedException } from '@nestjs/common';
import { apiMessages, type AccountExport, type AccountSummary } from '@phoneparts/contracts';
import { AddressesService } from '../../addresses';
import { OrdersService } from '../../orders/orders.service';
import { ReturnsService } from '../../returns/returns.service';
import { ReviewsService } from '../../reviews/reviews.service';
import { BuyerTaxService } from '../../tax';
import { toUserProfile } from '../../users';
import { UsersRepository } from '../../users/users.repository';

/**
 * What the account pages read about the caller: how the account signs in, and "Download my data" —
 * everything the shop keeps about the caller, read by the caller's account id only.
 */
@Injectable()
export class AccountExportService {
  constructor(
    private readonly users: UsersRepository,
    private readonly orders: OrdersService,
    private readonly returns: ReturnsService,
    private readonly reviews: ReviewsService,
    private readonly addresses: AddressesService,
    private readonly buyerTax: BuyerTaxService,
  ) {}

  async summary(userId: string): Promise<AccountSummary> {
    const user = await this.existing(userId);
    return {
      email: user.email,
      emailVerified: user.emailVerified,
      signsInWithPassword: user.passwordHash !== null,
      signsInWithGoogle: user.googleSubject !== null,
    };
  }

  async export(userId: string): Promise<AccountExport> {
    const user = await this.existing(userId);
    return {
      exportedAt: new Date().toISOString(),
      profile: {
        ...toUserProfile(user),
        signsInWithPassword: user.passwordHash !== null,
        signsInWithGoogle: user.googleSubject !== null,
        createdAt: user.createdAt.toISOString(),
      },
      orders: await this.orders.exportOf(userId),
      returns: await this.returns.ofAccount(userId),
      reviews: await this.reviews.byAuthor(userId),
      addresses: await this.addresses.list(userId),
      taxDetails: await this.buyerTax.detailsOf(userId),
    };
  }

  private async existing(userId: string) {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(apiMessages.signInRequired);
    return user;
  }
}
