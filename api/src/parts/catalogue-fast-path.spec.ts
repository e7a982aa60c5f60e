import type { HttpAdapterHost } from '@nestjs/core';
import type { AppConfig } from '../config/app-config';
import type { CatalogueCache } from './catalogue-cache';
import { CatalogueFastPath } from './catalogue-fast-path';

/** A fake HTTP server with one request listener, as Fastify sets it up. */
function fakeHost() {
  const listeners: unknown[] = [() => undefined];
  const server = {
    listeners: jest.fn(() => [...listeners]),
    removeListener: jest.fn((_event: string, l: unknown) => listeners.splice(listeners.indexOf(l), 1)),
    on: jest.fn((_event: string, l: unknown) => listeners.push(l)),
  };
  const host = { httpAdapter: { getInstance: () => ({ server }) } } as unknown as HttpAdapterHost;
  return { host, server, listeners };
}
const cache = { peek: () => null } as unknown as CatalogueCache;
const withLevel = (logLevel: AppConfig['logLevel']) => ({ logLevel }) as AppConfig;

describe('CatalogueFastPath', () => {
  it.each(['info', 'debug'] as const)('stays off at LOG_LEVEL=%s, so every request is logged', (level) => {
    const { host, server } = fakeHost();
    new CatalogueFastPath(withLevel(level), host, cache).onApplicationBootstrap();
    expect(server.removeListener).not.toHaveBeenCalled();
    expect(server.on).not.toHaveBeenCalled();
  });

  it.each(['warn', 'error', 'silent'] as const)('puts itself in front of the framework at LOG_LEVEL=%s', (level) => {
    const { host, listeners } = fakeHost();
    const framework = listeners[0];
    new CatalogueFastPath(withLevel(level), host, cache).onApplicationBootstrap();
    expect(listeners).toHaveLength(1);
    expect(listeners[0]).not.toBe(framework);
  });

  it('stays off when the server has an unexpected set of listeners', () => {
    const { host, server, listeners } = fakeHost();
    listeners.push(() => undefined);
    new CatalogueFastPath(withLevel('warn'), host, cache).onApplicationBootstrap();
    expect(server.on).not.toHaveBeenCalled();
  });
});
