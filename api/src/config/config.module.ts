import { Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config';

/** Injection token of the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** Makes the configuration the app was created with injectable everywhere (`@Inject(APP_CONFIG)`). */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig) {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}
