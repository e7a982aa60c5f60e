import type { UnknownAction } from '@reduxjs/toolkit';

/**
 * The remote stores' state a server render read, handed to the browser in the page
 * (docs/server-rendering.md): the render server writes it as `window.__PHONEPARTS_SSR__.stores`, keyed
 * by each RTK Query API's reducerPath; the browser's store takes it when it is created, so the page
 * hydrates with the data the server rendered and reads nothing again.
 */
export const serverStateAction = 'phoneparts/serverState';

interface ServerStateAction extends UnknownAction {
  payload: Record<string, unknown>;
}

/** An RTK Query API's `extractRehydrationInfo`: the state the server rendered, for its reducerPath. */
export function extractServerState<State>(
  action: UnknownAction,
  { reducerPath }: { reducerPath: string },
): State | undefined {
  return action.type === serverStateAction ? ((action as ServerStateAction).payload[reducerPath] as State) : undefined;
}

/** The server's state of one reducerPath, taken once (a later store starts empty). */
export function takeServerState(reducerPath: string): ServerStateAction | null {
  const stores = (globalThis as { __PHONEPARTS_SSR__?: { stores?: Record<string, unknown> } }).__PHONEPARTS_SSR__
    ?.stores;
  const state = stores?.[reducerPath];
  if (state === undefined) return null;
  delete stores![reducerPath];
  return { type: serverStateAction, payload: { [reducerPath]: state } };
}
