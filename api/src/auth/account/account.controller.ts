import { Controller, Get, Header, HttpCode, Ip, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ChangeEmailBody,
  changeEmailSchema,
  ChangePasswordBody,
  changePasswordSchema,
  ConfirmEmailChangeBody,
  confirmEmailChangeSchema,
  DeleteAccountBody,
  deleteAccountSchema,
} from '@phoneparts/contracts';
import type { FastifyReply } from 'fastify';
import { ValidBody } from '../../common/http/zod-body';
import { RateLimit } from '../../rate-limits/rate-limit.guard';
import { Authenticated, type AuthUser, CurrentUser, Public } from '../../access';
import { AccountExportService } from './account-export.service';
import { ChangeEmailService } from './change-email.service';
import { ChangePasswordService } from './change-password.service';
import type { Caller } from './current-password';
import { DeleteAccountService } from './delete-account.service';

/**
 * Self-service for the signed-in account. No route names an account: each acts on the caller's own
 * (the token's), so there is nobody else's to reach. Changes ask for the current password again.
 */
@ApiTags('account')
@Controller('account')
export class AccountController {
  constructor(
    private readonly password: ChangePasswordService,
    private readonly email: ChangeEmailService,
    private readonly deletion: DeleteAccountService,
    private readonly data: AccountExportService,
  ) {}

  @ApiOperation({ summary: 'Change your password; ends every other session, answers a fresh {accessToken, user}' })
  @Authenticated()
  @HttpCode(200)
  @Post('password')
  changePassword(
    @CurrentUser() user: AuthUser,
    @Ip() address: string,
    @Res({ passthrough: true }) reply: FastifyReply,
    @ValidBody(changePasswordSchema) body: ChangePasswordBody,
  ) {
    return this.password.change(caller(user, address, reply), body);
  }

  @ApiOperation({ summary: 'Ask to change your email: mails a link to the new address, which makes the change' })
  @Authenticated()
  @RateLimit('accountMail')
  @HttpCode(200)
  @Post('email')
  requestEmailChange(
    @CurrentUser() user: AuthUser,
    @Ip() address: string,
    @Res({ passthrough: true }) reply: FastifyReply,
    @ValidBody(changeEmailSchema) body: ChangeEmailBody,
  ) {
    return this.email.request(caller(user, address, reply), body);
  }

  @ApiOperation({ summary: 'Open the link mailed to the new address: the account takes it (works once)' })
  @Public()
  @RateLimit('emailLink')
  @HttpCode(200)
  @Post('email/confirm')
  confirmEmailChange(@ValidBody(confirmEmailChangeSchema) body: ConfirmEmailChangeBody) {
    return this.email.confirm(body.token);
  }

  @ApiOperation({ summary: 'Delete your account (current password, or your email typed for Google-only accounts)' })
  @Authenticated()
  @HttpCode(200)
  @Post('delete')
  deleteAccount(
    @CurrentUser() user: AuthUser,
    @Ip() address: string,
    @Res({ passthrough: true }) reply: FastifyReply,
    @ValidBody(deleteAccountSchema) body: DeleteAccountBody,
  ) {
    return this.deletion.delete(caller(user, address, reply), body);
  }

  @ApiOperation({
    summary: 'How your account signs in: {email, emailVerified, signsInWithPassword, signsInWithGoogle}',
  })
  @Authenticated()
  @Get()
  summary(@CurrentUser() user: AuthUser) {
    return this.data.summary(user.id);
  }

  @ApiOperation({ summary: 'Download everything the shop keeps about you (profile, orders with history, reviews)' })
  @Authenticated()
  @Header('Content-Disposition', 'attachment; filename="phone-parts-shop-my-data.json"')
  @Header('Cache-Control', 'no-store')
  @Get('export')
  exportData(@CurrentUser() user: AuthUser) {
    return this.data.export(user.id);
  }
}

const caller = (user: AuthUser, address: string, reply: FastifyReply): Caller => ({ userId: user.id, address, reply });
