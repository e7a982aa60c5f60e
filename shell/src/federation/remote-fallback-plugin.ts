import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the stand-in module the runtime hands back when a remote cannot be loaded. */
const remoteLoadFailed = Symbol.for('phoneparts.remoteLoadFailed');

export interface FailedRemoteModule {
  [remoteLoadFailed]: true;
  id: string;
  error: unknown;
}

export function isFailedRemoteModule(value: unknown): value is FailedRemoteModule {
  return typeof value === 'object' && value !== null && remoteLoadFailed in value;
}

/**
 * The runtime's load-error hook: when a remote's manifest, entry or module cannot be loaded
 * (server down, CORS, bad deploy), answer with a marked stand-in module instead of throwing deep
 * inside the runtime, so the page area shows the fallback and the rest of the shell keeps working.
 * Earlier lifecycles (manifest resolution) return nothing: the runtime then fails the load, and this
 * hook is asked again for the 'onLoad' lifecycle.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'phoneparts-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[shell] remote module ${id} could not be loaded`, error);
      const failed: FailedRemoteModule = { [remoteLoadFailed]: true, id, error };
      return failed;
    },
  };
}
