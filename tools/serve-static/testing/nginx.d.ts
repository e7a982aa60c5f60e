export interface RunningNginx {
  url: string;
  port: number;
  /** The temporary folder holding the served copy, nginx.conf and the origins include. */
  dir: string;
  close(): Promise<void>;
}

/** Serves a copy of `root` with real nginx as a production web image does (`config`: its SHOP_CONFIG). */
export function startNginx(options: { root: string; config?: unknown }): Promise<RunningNginx>;
/** The nginx binary, or null when nginx is not installed. */
export function findNginx(): string | null;
/**
 * Runs nginx in the foreground on `conf` (prefix folder `dir`) until `ready()` says yes; `close()` lets it
 * finish its requests and waits for it to exit.
 */
export function runNginx(options: {
  nginx?: string;
  dir: string;
  conf: string;
  ready: () => Promise<boolean>;
  timeoutMs?: number;
}): Promise<{ output(): string; close(): Promise<void> }>;
