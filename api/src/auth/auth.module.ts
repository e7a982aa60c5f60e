import { Module } from '@nestjs/common';
import { AddressesModule } from '../addresses';
import { MailModule } from '../mail/mail.module';
import { OrdersModule } from '../orders/orders.module';
import { ReturnsModule } from '../returns/returns.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { SessionsModule } from '../sessions/sessions.module';
import { TaxModule } from '../tax';
import { UsersModule } from '../users/users.module';
import { AccountExportService } from './account/account-export.service';
import { AccountController } from './account/account.controller';
import { ChangeEmailService } from './account/change-email.service';
import { ChangePasswordService } from './account/change-password.service';
import { CurrentPassword } from './account/current-password';
import { DeleteAccountService } from './account/delete-account.service';
import { AccountsService } from './accounts.service';
import { AdminProvisioner } from './admin/admin-provisioner';
import { DemoAdminSeeder } from './admin/demo-admin.seeder';
import { AfterAnswer } from './after-answer';
import { AuthController } from './auth.controller';
import { AccountMails } from './email-links/account-mails';
import { EmailLinksController } from './email-links/email-links.controller';
import { EmailTokensRepository } from './email-links/email-tokens.repository';
import { EmailVerificationService } from './email-links/email-verification.service';
import { OneTimeLinks } from './email-links/one-time-links';
import { PasswordResetService } from './email-links/password-reset.service';
import { GoogleAccounts } from './google/google-accounts';
import { GoogleAuthController } from './google/google-auth.controller';
import { GoogleOidcClient } from './google/google-oidc.client';
import { GoogleSignInService } from './google/google-sign-in.service';
import { SignInCodes } from './google/sign-in-codes';
import { SignInCodesRepository } from './google/sign-in-codes.repository';
import { PasswordHasher } from './passwords/password-hasher';
import { SignInFailuresRepository } from './sign-in-failures.repository';
import { SignInThrottle } from './sign-in-throttle';

/**
 * Identity: accounts with passwords, mailed links, Google sign-in, the demo admin, and the account's
 * self-service (change password or email, delete, download one's data).
 */
@Module({
  imports: [
    UsersModule,
    MailModule,
    OrdersModule,
    ReturnsModule,
    ReviewsModule,
    SessionsModule,
    AddressesModule,
    TaxModule,
  ],
  controllers: [AuthController, EmailLinksController, GoogleAuthController, AccountController],
  providers: [
    AfterAnswer,
    PasswordHasher,
    SignInFailuresRepository,
    SignInThrottle,
    AccountsService,
    EmailTokensRepository,
    OneTimeLinks,
    AccountMails,
    EmailVerificationService,
    PasswordResetService,
    GoogleOidcClient,
    GoogleAccounts,
    GoogleSignInService,
    SignInCodesRepository,
    SignInCodes,
    AdminProvisioner,
    DemoAdminSeeder,
    CurrentPassword,
    ChangePasswordService,
    ChangeEmailService,
    DeleteAccountService,
    AccountExportService,
  ],
})
export class AuthModule {}
