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
