import fastifyStatic from '@fastify/static';
import { ConsoleLogger, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import path from 'node:path';
import { AppModule } from './app.module';
import { AllExceptionsFilter } from './common/http/all-exceptions.filter';
import { registerSecurityHeaders } from './common/http/security-headers';
import { AppConfig } from './config/app-config';
import { DatabaseHandle } from './database/database';

/** Part pictures and other files the API serves itself (no remote image URLs). */
export const publicAssetsDir = path.join(__dirname, '..', 'assets', 'public');

const nestLogLevels: Record<AppConfig['logLevel'], LogLevel[]> = {
  fatal: ['fatal'],
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  silent: [],
};

/** Builds the whole HTTP application; `main.ts` and the integration tests both start it this way. */
export async function createApp(config: AppConfig, database: DatabaseHandle): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Only proxies we were told about may name the client's address: rate limits key on it.
    trustProxy: config.trustProxyHops > 0 ? config.trustProxyHops : false,
    bodyLimit: 1024 * 1024,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, database), adapter, {
    logger: new ConsoleLogger({ json: true, logLevels: nestLogLevels[config.logLevel] }),
    rawBody: true, // the payment webhook verifies its signature on the raw body
  });
  app.useGlobalFilters(new AllExceptionsFilter());
  // @fastify/cors allows only GET, HEAD and POST by default; the web apps also PUT, PATCH and DELETE.
  app.enableCors({
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    credentials: false,
    maxAge: 600,
  });
  app.enableShutdownHooks();
  registerSecurityHeaders(app.getHttpAdapter().getInstance());
  await app.register(fastifyStatic, { root: publicAssetsDir, prefix: '/images/', decorateReply: false, maxAge: '1d' });
  const openApi = new DocumentBuilder()
    .setTitle('Phone Parts Shop API')
    .setDescription('Catalogue, orders, reviews, users, identity and payments. Errors are `{statusCode, message, error}`.')
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('docs', app, () => SwaggerModule.createDocument(app, openApi), { jsonDocumentUrl: 'docs/json' });
  return app;
}
