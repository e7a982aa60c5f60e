import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  PasswordResetConfirmBody,
  passwordResetConfirmSchema,
  PasswordResetRequestBody,
  passwordResetRequestSchema,
  VerifyEmailBody,
  verifyEmailSchema,
} from '@phoneparts/contracts';
import { ValidBody } from '../../common/http/zod-body';
import { Authenticated, type AuthUser, CurrentUser, Public } from '../../access';
import { RateLimit } from '../../rate-limits/rate-limit.guard';
import { EmailVerificationService } from './email-verification.service';
import { PasswordResetService } from './password-reset.service';

/** The routes behind the mailed links: email verification and password reset. */
@ApiTags('auth')
@Controller('auth')
export class EmailLinksController {
  constructor(
    private readonly verification: EmailVerificationService,
    private readonly reset: PasswordResetService,
  ) {}

  @ApiOperation({ summary: 'Verify the email address with the mailed token (works once)' })
  @Public()
  @RateLimit('emailLink')
  @HttpCode(200)
  @Post('verify-email')
  verify(@ValidBody(verifyEmailSchema) body: VerifyEmailBody) {
    return this.verification.verify(body.token);
  }

  @ApiOperation({ summary: 'Mail a new verification link to the signed-in account' })
  @Authenticated()
  @RateLimit('resendVerification')
  @HttpCode(200)
  @Post('verify-email/resend')
  resend(@CurrentUser() user: AuthUser) {
    return this.verification.resend(user);
  }

  @ApiOperation({ summary: 'Mail a password reset link; always answers 200 (no account probing)' })
  @Public()
  @RateLimit('passwordReset')
  @HttpCode(200)
  @Post('password-reset')
  requestReset(@ValidBody(passwordResetRequestSchema) body: PasswordResetRequestBody) {
    this.reset.request(body.email);
    return { acknowledged: true };
  }

  @ApiOperation({ summary: 'Set a new password with the mailed token; ends every older session' })
  @Public()
  @RateLimit('emailLink')
  @HttpCode(200)
  @Post('password-reset/confirm')
  confirmReset(@ValidBody(passwordResetConfirmSchema) body: PasswordResetConfirmBody) {
    return this.reset.confirm(body);
  }
}
