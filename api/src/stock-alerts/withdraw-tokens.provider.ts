import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { WithdrawTokens } from './withdraw-token';

export { WithdrawTokens } from './withdraw-token';

/** The withdraw links' signer, keyed from the API's JWT secret (every replica signs alike). */
export const WITHDRAW_TOKENS = Symbol('WITHDRAW_TOKENS');

export const withdrawTokensProvider: Provider = {
  provide: WITHDRAW_TOKENS,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => new WithdrawTokens(config.jwt.secret),
};
