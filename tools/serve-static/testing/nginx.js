// @ts-check
// Tests only: runs a built app under real nginx exactly as a production web image does — the generated
// nginx.conf, the image's entrypoint script for the runtime config — on a loopback port.
const { spawn, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { renderNginxConf } = require('../nginx-conf');
const { freePort, portOpen, waitFor } = require('./processes');

const entrypointScript = path.join(__dirname, '..', 'docker', '40-shop-config.sh');

/** The nginx binary, or null when it is not installed (CI installs nginx-light from Debian). */
function findNginx() {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * Serves a copy of `root` (the entrypoint writes config.json into it) with nginx.
 * @param {{ root: string, config?: unknown }} options  config: the SHOP_CONFIG the image would get
 * @returns {Promise<{ url: string, port: number, dir: string, close(): Promise<void> }>}
 */
async function startNginx({ root, config }) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (apt-get install nginx-light)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
  const html = path.join(dir, 'html');
  fs.cpSync(root, html, { recursive: true });
  fs.mkdirSync(path.join(dir, 'tmp'));
  // Workers run as an unprivileged user when the master is root: let them read the copy.
  execFileSync('chmod', ['-R', 'a+rX', dir]);

  const originsFile = path.join(dir, 'shop-origins.conf');
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    renderNginxConf({
      root: html,
      port,
      host: '127.0.0.1',
      originsFile,
      pidFile: path.join(dir, 'nginx.pid'),
      tempDir: path.join(dir, 'tmp'),
    }),
  );
  // The entrypoint reads the remotes from nginx.conf, as in the image, and writes the include it names.
  execFileSync('sh', [entrypointScript], {
    env: {
      PATH: process.env.PATH,
      SHOP_HTML_DIR: html,
      SHOP_ORIGINS_FILE: originsFile,
      SHOP_NGINX_CONF: conf,
      ...(config === undefined ? {} : { SHOP_CONFIG: JSON.stringify(config) }),
    },
  });

  const running = await runNginx({ nginx, dir, conf, ready: () => portOpen(port) });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dir,
    close: async () => {
      await running.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs nginx in the foreground on `conf` (prefix folder `dir`, errors to stderr) until `ready()` says
 * yes; `close()` lets it finish its requests and waits for it to exit.
 * @param {{ nginx?: string, dir: string, conf: string, ready: () => Promise<boolean>, timeoutMs?: number }} options
 * @returns {Promise<{ output(): string, close(): Promise<void> }>}
 */
async function runNginx({ nginx = findNginx() ?? 'nginx', dir, conf, ready, timeoutMs = 10_000 }) {
  const child = spawn(nginx, ['-p', dir, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    child.kill('SIGQUIT');
    await exited;
  };
  try {
    await waitFor(ready, timeoutMs, exited, () => stderr, 50);
  } catch (error) {
    await close();
    throw error;
  }
  return { output: () => stderr, close };
}

module.exports = { startNginx, runNginx, findNginx };
