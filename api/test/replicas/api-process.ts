import { freePort, waitFor } from '@phoneparts/serve-static/testing/processes';
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface ApiProcess {
  url: string;
  /** Everything the process printed (its JSON log lines). */
  output(): string;
  stop(): Promise<void>;
}

const apiDir = path.join(__dirname, '..', '..');

/**
 * The API as its own process (src/main.ts through SWC, as `npm run dev` runs it), on a free loopback
 * port; resolves once /health answers. `env` completes a development configuration with no demo data.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO_DATA: 'false',
      SMTP_URL: 'smtp://127.0.0.1:9',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));

  const url = `http://127.0.0.1:${port}`;
  const ready = () =>
    fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
  // A process that never answered is stopped, not left holding its port.
  await waitFor(ready, 120_000, exited, () => output, 200).catch(async (error: unknown) => {
    child.kill('SIGTERM');
    await exited;
    throw error;
  });
  return {
    url,
    output: () => output,
    stop: async () => {
      if (!gone) child.kill('SIGTERM');
      await exited;
    },
  };
}
