import { ChildProcess, fork, spawn } from 'node:child_process';
import { closeSync, openSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export interface RunningServer {
  name: string;
  url: string;
  child: ChildProcess;
}

const apiDir = path.join(__dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface ApiOptions {
  /** PGlite folder (the embedded default) … */
  dataDir?: string;
  /** … or a PostgreSQL database. */
  databaseUrl?: string;
  seedDemoData?: boolean;
  /** Where the API's log lines go (a file: they are written, as in production, not shown). */
  logFile: string;
  /** Count the statements the API sends to PostgreSQL (`statementsSent`). */
  countStatements?: boolean;
}

/**
 * The real API as shipped: `node dist/main.js` in development mode (the demo JWT secret), logging at
 * its default level (info: one line per request) into `logFile`. With BENCH_CPU_PROF=<folder> it runs
 * under V8's sampling profiler (`node --cpu-prof`), which writes a .cpuprofile there when it stops.
 */
export async function startApi(options: ApiOptions): Promise<RunningServer> {
  const port = await freePort();
  const log = openSync(options.logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: options.databaseUrl ?? '',
    SEED_DEMO_DATA: String(options.seedDemoData ?? true),
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    // A benchmark's database is thrown away afterwards: the demo JWT secret is fine there.
    ...(options.databaseUrl ? { ALLOW_DEMO_DEFAULTS: 'true' } : {}),
  };
  delete env.LOG_LEVEL; // the default level
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const counter = options.countStatements ? ['-r', path.join(__dirname, 'statement-counter.js')] : [];
  const child = spawn(process.execPath, [...profile, ...counter, path.join(apiDir, 'dist', 'main.js')], {
    cwd: apiDir,
    env,
    stdio: ['ignore', log, 'inherit', ...(options.countStatements ? (['ipc'] as const) : [])],
  });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`, child);
  return { name: 'API (NestJS + Fastify, dist/)', url, child };
}

/** The raw `node:http` baseline, serving `catalogueJson` (with `headers` on top of the necessary ones). */
export async function startRawServer(
  catalogueJson: string,
  scratchDir: string,
  headers?: Record<string, string>,
): Promise<RunningServer> {
  const file = path.join(scratchDir, 'catalogue.json');
  writeFileSync(file, catalogueJson);
  const headersFile = path.join(scratchDir, 'headers.json');
  if (headers) writeFileSync(headersFile, JSON.stringify(headers));
  const child = fork(path.join(__dirname, 'raw-catalogue-server.ts'), [], {
    execArgv: ['-r', '@swc-node/register'],
    env: { ...process.env, CATALOGUE_FILE: file, ...(headers ? { HEADERS_FILE: headersFile } : {}) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`raw server exited with code ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/parts`, child);
  return { name: headers ? 'raw node:http + API headers' : 'raw node:http', url, child };
}

/** Statements the API has sent to PostgreSQL so far (an API started with `countStatements`). */
export function statementsSent(api: RunningServer): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the API did not say how many statements it sent')), 5_000);
    api.child.once('message', (message: { statements: number }) => {
      clearTimeout(timer);
      resolve(message.statements);
    });
    api.child.send('statements');
  });
}

export function stop(server: RunningServer | undefined): void {
  if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
}
