import { Controller, Delete, Get, Param, Put, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  apiMessages,
  updateProfileSchemaFor,
  UpdateProfileBody,
  UserListQuery,
  userListQuerySchema,
} from '@phoneparts/contracts';
import type { FastifyReply } from 'fastify';
import { Authenticated, type AuthUser, CurrentUser } from '../access';
import { EmailParamPipe } from '../common/http/email-param.pipe';
import { IdPipe } from '../common/http/id.pipe';
import { ShopBody, ValidQuery } from '../common/http/zod-body';
import { withPagingHeaders } from '../common/lists/paging-headers';
import { UsersService } from './users.service';

/** The user routes of docs/product.md#7-api, with who may call each enforced here. */
@ApiTags('users')
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @ApiOperation({ summary: 'Update your own profile (education, location, phone, socialLinks, userName)' })
  @Authenticated()
  @Put('user/:email')
  updateProfile(
    @CurrentUser() caller: AuthUser,
    @Param('email', EmailParamPipe) email: string,
    @ShopBody((shop) => updateProfileSchemaFor(shop.country)) body: UpdateProfileBody,
  ) {
    return this.users.updateProfile(caller, email, body);
  }

  @ApiOperation({ summary: 'A profile as a list of one (self or admin)' })
  @Authenticated()
  @Get('user/:email')
  profile(@CurrentUser() caller: AuthUser, @Param('email', EmailParamPipe) email: string) {
    return this.users.profile(caller, email);
  }

  @ApiOperation({
    summary: 'A page of the users, oldest first; `email` (any part of it), `role` (admin, customer) (admin)',
  })
  @Authenticated({ admin: true })
  @Get('users')
  async list(@ValidQuery(userListQuerySchema) query: UserListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return withPagingHeaders(reply, query, await this.users.list(query));
  }

  @ApiOperation({ summary: 'Make a user admin (admin)' })
  @Authenticated({ admin: true })
  @Put('user/admin/:email')
  makeAdmin(@Param('email', EmailParamPipe) email: string) {
    return this.users.makeAdmin(email);
  }

  @ApiOperation({ summary: 'Delete a user (admin; never yourself, never the last admin)' })
  @Authenticated({ admin: true })
  @Delete('users/:id')
  delete(@CurrentUser() caller: AuthUser, @Param('id', new IdPipe(apiMessages.userNotFound)) id: string) {
    return this.users.delete(caller, id);
  }

  @ApiOperation({ summary: 'Whether a user is admin (self or admin)' })
  @Authenticated()
  @Get('admin/:email')
  adminCheck(@CurrentUser() caller: AuthUser, @Param('email', EmailParamPipe) email: string) {
    return this.users.adminCheck(caller, email);
  }
}
