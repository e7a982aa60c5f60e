import { Controller, Get, HttpCode, Ip, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoginBody, loginSchema, SignUpBody, signUpSchema } from '@phoneparts/contracts';
import type { FastifyReply } from 'fastify';
import { ValidBody } from '../common/http/zod-body';
import { toAuthIdentity } from '../users';
import { Authenticated, type AuthUser, CurrentUser, Public } from '../access';
import { AccountsService } from './accounts.service';
import { RateLimit } from '../rate-limits/rate-limit.guard';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly accounts: AccountsService) {}

  @ApiOperation({
    summary: 'Create an account; mails a verification link; answers {accessToken, user} and sets the refresh cookie',
  })
  @Public()
  @RateLimit('signUp')
  @Post('signup')
  signUp(@ValidBody(signUpSchema) body: SignUpBody, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.accounts.signUp(body, reply);
  }

  @ApiOperation({ summary: 'Sign in with email and password; answers {accessToken, user} and sets the refresh cookie' })
  @Public()
  @RateLimit('signIn')
  @HttpCode(200)
  @Post('login')
  logIn(
    @ValidBody(loginSchema) body: LoginBody,
    @Ip() address: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.accounts.logIn(body, { address, reply });
  }

  @ApiOperation({ summary: 'Sign out: revokes every token and refresh session of the account (all devices)' })
  @Authenticated()
  @HttpCode(200)
  @Post('logout')
  logOut(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.accounts.logOut(user.id, reply);
  }

  @ApiOperation({ summary: 'The signed-in identity' })
  @Authenticated()
  @Get('me')
  me(@CurrentUser() user: AuthUser) {
    return toAuthIdentity(user);
  }
}
