import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { DatabaseHandle } from './database';

/** Injection token of the Drizzle database (`@Inject(DB) db: Database`). */
export const DB = Symbol('DB');
const DB_HANDLE = Symbol('DB_HANDLE');

/** Provides the database the app was created with and closes it when the app shuts down. */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DB_HANDLE) private readonly handle: DatabaseHandle) {}

  static forRoot(handle: DatabaseHandle) {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DB_HANDLE, useValue: handle },
        { provide: DB, useValue: handle.db },
      ],
      exports: [DB],
    };
  }

  async onApplicationShutdown() {
    await this.handle.close();
  }
}
