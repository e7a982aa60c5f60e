import type { Server } from 'node:http';

export interface ServeStaticOptions {
  /** Folder to serve (a built app's dist/). */
  root: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** When set, answered at /config.json instead of the file in root. */
  config?: unknown;
  /** A remote's releases folder: `/v/<version>/…` is served from `<releases>/v/<version>/…`. */
  releases?: string;
  /**
   * The render server's URL (docs/server-rendering.md): the public pages it draws are sent there; when
   * it cannot answer, index.html is served (and a warning written at most once a minute).
   */
  render?: string;
}

export interface RunningServer {
  server: Server;
  port: number;
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  close(): Promise<void>;
}

export function serveStatic(options: ServeStaticOptions): Promise<RunningServer>;

export interface PublishedRelease {
  /** The folder the build now lives in: `<releasesDir>/v/<version>`. */
  target: string;
  version: string;
  /** true when that exact build was already there (publishing again changes nothing). */
  alreadyPublished: boolean;
}

export function publishRelease(options: { dist: string; releasesDir: string }): PublishedRelease;
