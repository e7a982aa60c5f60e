import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { RefreshSessionsRepository } from './refresh-sessions.repository';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';

/** Refresh sessions: the cookie that renews short access tokens (POST /auth/refresh). */
@Module({
  imports: [UsersModule],
  controllers: [SessionsController],
  providers: [RefreshSessionsRepository, SessionsService],
  exports: [SessionsService],
})
export class SessionsModule {}
