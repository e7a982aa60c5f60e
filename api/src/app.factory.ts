import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { listHeaders } from '@phoneparts/contracts';
import { AppModule } from './app.module';
import { passCsvBodiesThrough } from './catalogue-transfer/csv-upload';
import { AllExceptionsFilter } from './common/http/all-exceptions.filter';
import { createJsonLogger } from './common/logging/json-logger';
import { NestJsonLogger } from './common/logging/nest-json-logger';
import { OneLineRequestLog } from './common/logging/one-line-request-log';
import { requestContext, requestIdOf } from './common/logging/request-context';
import { registerSecurityHeaders } from './common/http/security-headers';
import { AppConfig } from './config/app-config';
import { DatabaseHandle } from './database/database';
import { limitQuickOrderBody } from './quick-order/body-limit';
import { limitWebVitalsBody } from './web-vitals/body-limit';

/** Part pictures and other files the API serves itself (no remote image URLs). */
export const publicAssetsDir = path.join(__dirname, '..', 'assets', 'public');

/**
 * Builds the whole HTTP application; `main.ts` and the integration tests both start it this way.
 * `logTo` sends the JSON log lines somewhere other than stdout (tests read them).
 */
export async function createApp(
  config: AppConfig,
  database: DatabaseHandle,
  logTo?: DestinationStream,
): Promise<NestFastifyApplication> {
  // One pino logger for Fastify's request lines and Nest's messages: one JSON shape, with request_id.
  const logger = createJsonLogger(config.logLevel, logTo);
  const accessLog = new OneLineRequestLog({
    requestIdLogLabel: 'request_id',
    disableRequestLogging: config.logLevel === 'silent',
  });
  // Only proxies we were told about may name the client's address: rate limits key on it.
  const trustProxy = config.trustProxyHops > 0 ? config.trustProxyHops : false;
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    logController: accessLog,
    genReqId: requestIdOf,
    trustProxy,
    bodyLimit: 1024 * 1024,
  });
  limitWebVitalsBody(adapter.getInstance());
  limitQuickOrderBody(adapter.getInstance());
  passCsvBodiesThrough(adapter.getInstance());
  adapter.getInstance().addHook('onRequest', (request, reply, done) => {
    void reply.header('X-Request-Id', request.id);
    requestContext.run({ requestId: request.id }, done);
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, database), adapter, {
    logger: new NestJsonLogger(logger),
    rawBody: true, // the payment webhook verifies its signature on the raw body
  });
  app.useGlobalFilters(new AllExceptionsFilter());
  // @fastify/cors allows only GET, HEAD and POST by default; the web apps also PUT, PATCH and DELETE.
  app.enableCors({
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // A page's total and links travel in headers a cross-origin script may read only when exposed.
    exposedHeaders: [listHeaders.totalCount, listHeaders.link],
    // Credentialed requests only from the listed origins (the shop's own web apps): the sign-in routes
    // set, and POST /auth/refresh reads, the refresh cookie. The cookie's path keeps it off every
    // other route, so no other answer depends on it.
    credentials: true,
    // A browser may reuse a preflight's answer this long (Chromium keeps it at most 2 hours): a shopper
    // who comes back within that time sends the signed-in reads without a preflight round trip first.
    maxAge: 7200,
  });
  // A stop signal ends the process with process.exit once the app has closed, not by raising the signal
  // again: the 'exit' event is where pino writes the log lines still buffered (json-logger.ts).
  app.enableShutdownHooks(undefined, { useProcessExit: true });
  registerSecurityHeaders(app.getHttpAdapter().getInstance());
  await app.register(fastifyStatic, { root: publicAssetsDir, prefix: '/images/', decorateReply: false, maxAge: '1d' });
  const openApi = new DocumentBuilder()
    .setTitle('Phone Parts Shop API')
    .setDescription(
      'Catalogue, orders, reviews, users, identity and payments. Errors are `{statusCode, message, error}`.',
    )
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('docs', app, () => SwaggerModule.createDocument(app, openApi), { jsonDocumentUrl: 'docs/json' });
  return app;
}
