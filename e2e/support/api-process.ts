import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './repo-root';

export interface ApiProcessOptions {
  port: number;
  smtpUrl: string;
  publicShellUrl: string;
  corsOrigins: string[];
  /** Extra environment (e.g. GOOGLE_* for an OIDC test). */
  env?: Record<string, string>;
}

export interface ApiProcess {
  url: string;
  dataDir: string;
  /** Its process id (the bench reads its CPU time from /proc). */
  pid: number | undefined;
  /** What the API printed (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the built API (`node api/dist/main.js`) on a fresh PGlite folder and waits until /health answers. */
export async function startApi(options: ApiProcessOptions): Promise<ApiProcess> {
  const main = path.join(repoRoot, 'api', 'dist', 'main.js');
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: build the API first (npm run build)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-pglite-'));
  const url = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: dataDir,
    SMTP_URL: options.smtpUrl,
    PUBLIC_SHELL_URL: options.publicShellUrl,
    PUBLIC_API_URL: url,
    CORS_ORIGINS: options.corsOrigins.join(','),
    JWT_SECRET: 'e2e-jwt-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'warn',
    // Tests hand the browser tokens made over the API (openSignedIn), with no refresh cookie to renew
    // them, and a file may use one for minutes: the longest lifetime allowed. sessions.e2e.spec.ts
    // moves the page's clock past a token's end instead.
    JWT_EXPIRES_IN: '1h',
    // scrypt's production cost (N=2^17) is there to make a stolen hash slow to crack: each sign-in and
    // sign-up takes eight times the CPU and memory of this test cost. The browser tests sign in hundreds
    // of times and prove the flows, not that cost; the API's own specs use the same test cost, and
    // production refuses it.
    PASSWORD_HASH_COST: '14',
    // Browser flows sign in many times a minute from one address.
    RATE_LIMIT_PER_MINUTE: '1000',
    // Every page a test opens may send a Core Web Vitals beacon, all from 127.0.0.1.
    WEB_VITALS_LIMIT_PER_MINUTE: '1000',
    WEB_VITALS_VISITS_PER_PAGE_PER_DAY: '1000000',
    SIGN_UP_LIMIT_PER_HOUR: '1000',
    ORDER_LIMIT_PER_MINUTE: '1000',
    SIGN_IN_FAILURES_PER_ADDRESS: '1000',
    ...options.env,
  };
  // Always the embedded database: a shared DATABASE_URL (CI) would mix data between test files.
  delete env.DATABASE_URL;
  delete env.STRIPE_SECRET_KEY;

  let output = '';
  // stdin is a pipe from this process: when the test run dies, even by SIGKILL, the API reads its end
  // and stops (scripts/exit-with-parent.js), so no shop outlives its run.
  const exitWithParent = path.join(repoRoot, 'scripts', 'exit-with-parent.js');
  const child = spawn(process.execPath, ['-r', exitWithParent, main], {
    cwd: repoRoot,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));

  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    url,
    dataDir,
    pid: child.pid,
    output: () => output,
    async stop() {
      await stopChild(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}:\n${output()}`);
    const healthy = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The API was not healthy within ${timeoutMs} ms:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
