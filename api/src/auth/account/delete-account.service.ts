import { BadRequestException, ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { accountMessages, apiMessages, type DeleteAccountBody, type DeleteResult } from '@phoneparts/contracts';
import { AccountOrdersService } from '../../orders/account-orders.service';
import { UsersRepository } from '../../users/users.repository';
import { Caller, CurrentPassword } from './current-password';

/**
 * A customer deletes their own account. The same deletion as the admin's (UsersRepository: orders kept
 * for the shop's books and marked, the last admin never deleted), plus the person is forgotten: the
 * orders keep only what the shop's books need, the reviews keep their rating and words under
 * 'Deleted account'. Unpaid orders are cancelled first, their payment intents voided, their stock back.
 */
@Injectable()
export class DeleteAccountService {
  constructor(
    private readonly currentPassword: CurrentPassword,
    private readonly users: UsersRepository,
    private readonly openOrders: AccountOrdersService,
  ) {}

  async delete(caller: Caller, body: DeleteAccountBody): Promise<DeleteResult> {
    await this.confirmIdentity(caller, body);
    // Before anything is forgotten: no card may pay an order whose customer is gone (it could not ship).
    await this.openOrders.closeOpenOrders(caller.userId);
    const outcome = await this.users.deleteUnlessLastAdmin(caller.userId, { forget: true });
    if (outcome === 'notFound') throw new UnauthorizedException(apiMessages.signInRequired);
    if (outcome === 'lastAdmin') throw new ConflictException(apiMessages.lastAdmin);
    if (outcome === 'unshippedOrders') throw new ConflictException(accountMessages.unshippedOrders);
    return { acknowledged: true, deletedCount: 1 };
  }

  /** The current password; an account without one (Google only) types its email address instead. */
  private async confirmIdentity(caller: Caller, body: DeleteAccountBody): Promise<void> {
    const user = await this.users.findById(caller.userId);
    if (!user) throw new UnauthorizedException(apiMessages.signInRequired);
    if (user.passwordHash) {
      if (!body.password) throw new BadRequestException(accountMessages.passwordOrConfirmationRequired);
      await this.currentPassword.check(caller, body.password);
      return;
    }
    if (!body.confirmation) throw new BadRequestException(accountMessages.confirmationRequired);
    if (body.confirmation.toLowerCase() !== user.email)
      throw new BadRequestException(accountMessages.confirmationMismatch);
  }
}
