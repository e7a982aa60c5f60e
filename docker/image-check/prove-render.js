// @ts-check
// Runs the replayed render image (the shell's render server, docs/server-rendering.md) as its CMD would:
// it listens, its HEALTHCHECK passes, it writes robots.txt, and a page it cannot draw (no config.json to
// read here) is the shell's client-rendered page with 200 — its fallback — all without node_modules.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { freePort, waitFor } = require('@phoneparts/serve-static/testing/processes');
const { megabytes } = require('./prove-api');

/** @param {import('./replay').ReplayedStage} image */
async function proveRender(image) {
  if (!image.cmd || !image.healthcheck) throw new Error('the render image needs a CMD and a HEALTHCHECK');
  const cwd = path.join(image.root, image.workdir);
  must(!fs.existsSync(path.join(cwd, 'node_modules')), 'no node_modules: the server build is one bundle');
  const port = await freePort();
  const unreachable = await freePort();
  const env = {
    PATH: /** @type {string} */ (process.env.PATH),
    ...image.env,
    RENDER_PORT: String(port),
    RENDER_HOST: '127.0.0.1',
    SHOP_CONFIG_URL: `http://127.0.0.1:${unreachable}/config.json`,
  };
  const server = spawn(image.cmd[0], image.cmd.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout.on('data', (c) => (output += c));
  server.stderr.on('data', (c) => (output += c));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitFor(
      async () => (await fetch(`${url}/health`).catch(() => null))?.ok === true,
      30_000,
      exited,
      () => output,
    );
    const health = spawnSync(image.healthcheck[0], image.healthcheck.slice(1), { cwd, env, encoding: 'utf8' });
    must(health.status === 0, `the image's HEALTHCHECK passes (${health.stderr})`);
    const robots = await (await fetch(`${url}/robots.txt`)).text();
    must(robots.includes('Disallow: /dashboard'), 'robots.txt keeps crawlers out of the dashboard');
    const page = await fetch(`${url}/parts/AB-1`);
    const html = await page.text();
    must(
      page.status === 200 && html.includes('<div id=root>'),
      `the client-rendered page answers (got ${page.status})`,
    );
    return { megabytes: megabytes(image.root) };
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

/** @param {boolean} ok @param {string} what */
function must(ok, what) {
  if (!ok) throw new Error(`render image: expected ${what}`);
}

module.exports = { proveRender };
