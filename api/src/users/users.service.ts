import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  apiMessages,
  AdminCheck,
  DeleteResult,
  UserListQuery,
  UpdateProfileBody,
  UpdateResult,
  UserProfile,
} from '@phoneparts/contracts';
import { mapPage, Page } from '../common/lists/page';
import { assertSelf, assertSelfOrAdmin, type AuthUser } from '../access';
import { toUserProfile } from './user-profile';
import { UsersRepository } from './users.repository';

/** The rules of the users routes (docs/product.md#7-api); the controller only maps HTTP onto these. */
@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  async updateProfile(caller: AuthUser, email: string, body: UpdateProfileBody): Promise<UserProfile> {
    assertSelf(caller, email);
    const { userName, ...fields } = body;
    const updated = await this.users.update(caller.id, { ...fields, ...(userName ? { displayName: userName } : {}) });
    if (!updated) throw new NotFoundException(apiMessages.userNotFound);
    return toUserProfile(updated);
  }

  async profile(caller: AuthUser, email: string): Promise<UserProfile[]> {
    assertSelfOrAdmin(caller, email);
    return [toUserProfile(await this.existing(email))];
  }

  async list(query: UserListQuery): Promise<Page<UserProfile>> {
    return mapPage(await this.users.page(query), toUserProfile);
  }

  async makeAdmin(email: string): Promise<UpdateResult> {
    const { matched, modified } = await this.users.makeAdmin(email);
    if (!matched) throw new NotFoundException(apiMessages.userNotFound);
    return { acknowledged: true, modifiedCount: modified ? 1 : 0 };
  }

  async delete(caller: AuthUser, id: string): Promise<DeleteResult> {
    if (caller.id === id) throw new ForbiddenException(apiMessages.cannotDeleteSelf);
    const outcome = await this.users.deleteUnlessLastAdmin(id);
    if (outcome === 'notFound') throw new NotFoundException(apiMessages.userNotFound);
    if (outcome === 'lastAdmin') throw new ConflictException(apiMessages.lastAdmin);
    return { acknowledged: true, deletedCount: 1 };
  }

  async adminCheck(caller: AuthUser, email: string): Promise<AdminCheck> {
    assertSelfOrAdmin(caller, email);
    return { admin: (await this.existing(email)).role === 'admin' };
  }

  private async existing(email: string) {
    const user = await this.users.findByEmail(email);
    if (!user) throw new NotFoundException(apiMessages.userNotFound);
    return user;
  }
}
