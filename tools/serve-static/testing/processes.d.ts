/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number>;
/** Whether something accepts connections on 127.0.0.1:`port`. */
export function portOpen(port: number): Promise<boolean>;
/** Polls `ready` until it says yes; fails early, with the process's output, when `exited` settles. */
export function waitFor(
  ready: () => Promise<boolean>,
  timeoutMs: number,
  exited: Promise<unknown>,
  output: () => string,
  intervalMs?: number,
): Promise<void>;
