import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/app-config';
import { createJsonLogger } from './common/logging/json-logger';
import { openDatabase } from './database/database';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const app = await createApp(config, database);
  await app.listen({ port: config.port, host: config.host });
  const listening = listeningAt(app.getHttpServer().address());
  const where = config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  // Where this process listens (host and port, as bound) and the URL the public reaches it by.
  app
    .getHttpAdapter()
    .getInstance()
    .log.info(
      { listening, publicUrl: config.publicApiUrl },
      `API listening on ${listening} (${where}); public URL ${config.publicApiUrl}, docs at ${config.publicApiUrl}/docs`,
    );
}

/** The bound address as a URL's origin (`http://0.0.0.0:4000`, `http://[::1]:4000`). */
function listeningAt(address: AddressInfo | string | null): string {
  if (address === null || typeof address === 'string') return String(address);
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

main().catch((error) => {
  // Still one JSON line, like every other; a configuration problem is the operator's to fix: say
  // what, without a stack trace.
  const log = createJsonLogger('info');
  if (error instanceof ConfigError) log.fatal(error.message);
  else log.fatal({ err: error }, 'The API could not start');
  process.exit(1);
});
