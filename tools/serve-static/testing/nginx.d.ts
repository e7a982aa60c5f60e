export interface RunningNginx {
  url: string;
  port: number;
  /** The temporary folder holding the served copy, nginx.conf and the origins include. */
  dir: string;
  close(): Promise<void>;
}

/** Serves a copy of `root` with real nginx as a production web image does (`config`: its SHOP_CONFIG). */
export function startNginx(options: { root: string; config?: unknown; render?: string }): Promise<RunningNginx>;
