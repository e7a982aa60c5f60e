import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AccessGuard } from './access.guard';
import { JwtStrategy } from './jwt.strategy';
import { SignedInAccountsRepository } from './signed-in-accounts.repository';
import { TokenService } from './token.service';

/** Deny-by-default access control for the whole API, and the service that issues tokens. */
@Global()
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwt.secret,
        signOptions: { expiresIn: config.jwt.expiresIn as `${number}d` },
      }),
    }),
  ],
  providers: [JwtStrategy, SignedInAccountsRepository, TokenService, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [TokenService],
})
export class AccessModule {}
