// @ts-check
// Tests only: runs a built app under real nginx exactly as a production web image does — the generated
// nginx.conf, the image's entrypoint script for the runtime config — on a loopback port.
const { spawn, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { renderNginxConf } = require('../nginx-conf');

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
  execFileSync('sh', [entrypointScript], {
    env: {
      PATH: process.env.PATH,
      SHOP_HTML_DIR: html,
      SHOP_ORIGINS_FILE: originsFile,
      ...(config === undefined ? {} : { SHOP_CONFIG: JSON.stringify(config) }),
    },
  });
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

  const child = spawn(nginx, ['-p', dir, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitForPort(port, exited, () => stderr);

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dir,
    close: async () => {
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @param {number} port @param {Promise<unknown>} exited @param {() => string} stderr */
async function waitForPort(port, exited, stderr) {
  let gone = false;
  exited.then(() => (gone = true));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`nginx exited: ${stderr()}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not listen on ${port}: ${stderr()}`);
}

module.exports = { startNginx, findNginx };
