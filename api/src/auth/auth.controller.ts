import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoginBody, loginSchema, SignUpBody, signUpSchema } from '@phoneparts/contracts';
import { BodySchema, ValidBody } from '../common/http/zod-body';
import { toAuthIdentity } from '../users/user-profile';
import type { AuthUser } from './access/auth-user';
import { CurrentUser, Public } from './access/decorators';
import { AccountsService } from './accounts.service';
import { RateLimited } from './rate-limit';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly accounts: AccountsService) {}

  @ApiOperation({ summary: 'Create an account; mails a verification link; answers {accessToken, user}' })
  @Public()
  @RateLimited()
  @BodySchema(signUpSchema)
  @Post('signup')
  signUp(@ValidBody(signUpSchema) body: SignUpBody) {
    return this.accounts.signUp(body);
  }

  @ApiOperation({ summary: 'Sign in with email and password; answers {accessToken, user}' })
  @Public()
  @RateLimited()
  @BodySchema(loginSchema)
  @HttpCode(200)
  @Post('login')
  logIn(@ValidBody(loginSchema) body: LoginBody) {
    return this.accounts.logIn(body);
  }

  @ApiOperation({ summary: 'The signed-in identity' })
  @ApiBearerAuth()
  @Get('me')
  me(@CurrentUser() user: AuthUser) {
    return toAuthIdentity(user);
  }
}
