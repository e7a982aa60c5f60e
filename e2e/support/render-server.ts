import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port';
import { repoRoot } from './repo-root';

export interface RenderServer {
  url: string;
  /** How its process ended, if it did: null while it runs (never restarted, never crashed). */
  exited(): { code: number | null; signal: NodeJS.Signals | null } | null;
  /** Its process id (the bench reads its CPU time from /proc). */
  pid: number | undefined;
  /** Everything it wrote to stderr (its warnings), for a test to read. */
  warnings(): string;
  stop(): Promise<void>;
}

const program = path.join(repoRoot, 'shell', 'server-dist', 'server.js');

/**
 * The shell's render server (shell/src/server/main.ts) as its own process, reading the shop's config
 * from the shell's web server like a browser (docs/server-rendering.md). It needs nothing to start:
 * the config is read with the first page.
 */
export async function startRenderServer(shellConfigUrl: string): Promise<RenderServer> {
  if (!fs.existsSync(program)) throw new Error(`${program} is missing: build the shell first (npm run build)`);
  const port = await freePort();
  let stderr = '';
  // BENCH_CPU_PROF=<folder>: its CPU profile is left there when it stops (docs/benchmarks.md).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, program], {
    env: { ...process.env, RENDER_PORT: String(port), SHOP_CONFIG_URL: shellConfigUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.resume();
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (
    !(await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`the render server exited (${child.exitCode}): ${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the render server did not listen within 20 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    exited: () =>
      child.exitCode === null && child.signalCode === null ? null : { code: child.exitCode, signal: child.signalCode },
    pid: child.pid,
    warnings: () => stderr,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
