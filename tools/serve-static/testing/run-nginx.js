// @ts-check
// Tests and the image check: nginx in the foreground on a given nginx.conf. Kept apart from nginx.js
// (which renders the shop's own nginx.conf from the workspace's contracts) so the image check, which
// starts before the workspace is built, can run the image's nginx.conf with nothing built.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const { waitFor } = require('./processes');

/** The nginx binary, or null when it is not installed (CI installs nginx-light from Debian). */
function findNginx() {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return null;
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

module.exports = { runNginx, findNginx };
