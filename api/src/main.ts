import 'reflect-metadata';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/app-config';
import { createJsonLogger } from './common/logging/json-logger';
import { openDatabase } from './database/database';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const app = await createApp(config, database);
  await app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  app
    .getHttpAdapter()
    .getInstance()
    .log.info(`API on ${config.publicApiUrl} (${where}); docs at ${config.publicApiUrl}/docs`);
}

main().catch((error) => {
  // Still one JSON line, like every other; a configuration problem is the operator's to fix: say
  // what, without a stack trace.
  const log = createJsonLogger('info');
  if (error instanceof ConfigError) log.fatal(error.message);
  else log.fatal({ err: error }, 'The API could not start');
  process.exit(1);
});
