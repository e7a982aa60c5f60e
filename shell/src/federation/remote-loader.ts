import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { isFailedRemoteModule } from './remote-fallback-plugin';

export type RemoteComponent = ComponentType<Record<string, never>>;
export type LoadRemoteModule = (id: string) => Promise<unknown>;

/** A load that hangs (a server that accepts but never answers) counts as failed after this long. */
export const remoteLoadTimeoutMs = 15_000;

const loaded = new Map<string, RemoteComponent>();

/**
 * Loads `remote/Module` and returns its default-exported component. Successful loads are cached
 * (navigating back is instant); failures are not, so a later visit tries again.
 */
export async function loadRemoteComponent(id: string, load: LoadRemoteModule = loadRemote): Promise<RemoteComponent> {
  const cached = loaded.get(id);
  if (cached) return cached;
  const module = await withTimeout(load(id), remoteLoadTimeoutMs, id);
  if (isFailedRemoteModule(module)) throw new RemoteUnavailableError(id, module.error);
  const component = (module as { default?: unknown } | null)?.default ?? module;
  if (typeof component !== 'function' && !(typeof component === 'object' && component !== null)) {
    throw new RemoteUnavailableError(id, new Error(`${id} has no default-exported component`));
  }
  loaded.set(id, component as RemoteComponent);
  return component as RemoteComponent;
}

class RemoteUnavailableError extends Error {
  constructor(
    readonly id: string,
    readonly reason: unknown,
  ) {
    super(`Remote module ${id} is unavailable`);
    this.name = 'RemoteUnavailableError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, id: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteUnavailableError(id, new Error(`timed out after ${ms} ms`))), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The component of `remote/Module` if it has been loaded, else undefined. */
export function loadedRemoteComponent(id: string): RemoteComponent | undefined {
  return loaded.get(id);
}

/** For tests: forget cached components. */
export function clearRemoteCache(): void {
  loaded.clear();
}
