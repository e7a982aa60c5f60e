import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port';
import { repoRoot } from '../support/repo-root';

/**
 * What runs the shop stops with it, whatever stops it: `npm start` that fails on a missing build
 * leaves no server behind, and a test run killed with SIGKILL (which it cannot catch) leaves no shop
 * running. No browser and no shared shop: each test starts its own processes.
 */
describe('the shop’s processes end with what started them', () => {
  const started: ChildProcess[] = [];
  afterAll(() => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  });

  /** Whether something accepts connections on the port of `url` (or on 127.0.0.1:port). */
  const listening = (port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  const portOf = (url: string) => Number(new URL(url).port);
  async function freedWithin(ports: number[], ms: number): Promise<number[]> {
    const deadline = Date.now() + ms;
    for (;;) {
      const open = (await Promise.all(ports.map(async (port) => ((await listening(port)) ? [port] : [])))).flat();
      if (open.length === 0 || Date.now() > deadline) return open;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  /** Whether any of the ports starts listening within `ms`. */
  async function anyOpensWithin(ports: number[], ms: number): Promise<number[]> {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const open = (await Promise.all(ports.map(async (port) => ((await listening(port)) ? [port] : [])))).flat();
      if (open.length) return open;
      await new Promise((r) => setTimeout(r, 200));
    }
    return [];
  }

  it('npm start with a build artefact missing starts nothing and says what is missing', async () => {
    // A copy of the repository's layout whose shell has not been built (a build still running).
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'start-missing-'));
    try {
      fs.mkdirSync(path.join(root, 'scripts'));
      for (const file of ['start.js', 'exit-with-parent.js'])
        fs.copyFileSync(path.join(repoRoot, 'scripts', file), path.join(root, 'scripts', file));
      for (const dir of ['node_modules', 'api', 'storefront-mfe', 'dashboard-mfe'])
        fs.symlinkSync(path.join(repoRoot, dir), path.join(root, dir));
      fs.mkdirSync(path.join(root, 'shell'));
      const ports = {
        SHELL_PORT: await freePort(),
        STOREFRONT_PORT: await freePort(),
        DASHBOARD_PORT: await freePort(),
        PORT: await freePort(),
        MAIL_WEB_PORT: await freePort(),
        MAIL_SMTP_PORT: await freePort(),
      };
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(root, 'data'), LOG_LEVEL: 'silent' };
      for (const [name, port] of Object.entries(ports)) env[name] = String(port);
      delete env.SMTP_URL;
      const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.js')], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.push(child);
      let output = '';
      child.stdout!.on('data', (d) => (output += d));
      child.stderr!.on('data', (d) => (output += d));
      const code = await new Promise((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain('shell/dist/index.html');
      expect(output).toContain('npm run build');
      // Nothing was started: no port opens, not even a moment later.
      expect(await anyOpensWithin(Object.values(ports), 4_000)).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);

  it("a test run killed with SIGKILL leaves none of its shop's servers running", async () => {
    const run = spawn(
      process.execPath,
      ['-r', '@swc-node/register', path.join(__dirname, '..', 'fixtures', 'shop-process', 'start-shop-servers.ts')],
      { cwd: path.join(__dirname, '..'), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    started.push(run);
    const shop = await new Promise<{ shellUrl: string; apiUrl: string }>((resolve, reject) => {
      let out = '';
      run.stdout!.on('data', (d) => {
        out += d;
        if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]));
      });
      run.once('exit', (code) => reject(new Error(`the test run exited (${code}) before its shop started`)));
    });
    const ports = [portOf(shop.apiUrl), portOf(shop.shellUrl)];
    expect(await freedWithin(ports, 0)).toEqual(ports);

    run.kill('SIGKILL');
    expect(await freedWithin(ports, 15_000)).toEqual([]);
  }, 120_000);
});
