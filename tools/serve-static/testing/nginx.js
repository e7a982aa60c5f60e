// @ts-check
// Tests only: runs a built app under real nginx exactly as a production web image does — the generated
// nginx.conf, the image's entrypoint script for the runtime config — on a loopback port.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { renderNginxConf } = require('../nginx-conf');
const { freePort, portOpen } = require('./processes');
const { findNginx, runNginx } = require('./run-nginx');

const entrypointScript = path.join(__dirname, '..', 'docker', '40-shop-config.sh');

/**
 * Serves a copy of `root` (the entrypoint writes config.json into it) with nginx.
 * @param {{ root: string, config?: unknown, render?: string }} options  config: the SHOP_CONFIG the image would
 *   get; render: the render server's host:port (the shell image's public pages)
 * @returns {Promise<{ url: string, port: number, dir: string, close(): Promise<void> }>}
 */
async function startNginx({ root, config, render }) {
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
      render,
      cacheDir: path.join(dir, 'tmp', 'pages'),
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

module.exports = { startNginx };
