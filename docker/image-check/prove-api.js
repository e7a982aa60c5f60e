// @ts-check
// Runs the replayed api image as its CMD would, on a fresh PostgreSQL database, then its HEALTHCHECK
// command and the first-admin CLI the deployment guide documents.
const { spawn, spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const path = require('node:path');
const { Client } = require('pg');
const { freePort, waitFor } = require('@phoneparts/serve-static/testing/processes');

/** @param {import('./replay').ReplayedStage} image */
async function proveApi(image) {
  if (!image.cmd || !image.healthcheck) throw new Error('the api image needs a CMD and a HEALTHCHECK');
  const admin = new URL(/** @type {string} */ (process.env.DATABASE_URL));
  const database = `image_check_${process.pid}_${Date.now()}`;
  const server = new Client({ connectionString: admin.href });
  await server.connect();
  await server.query(`create database ${database}`);
  const dbUrl = new URL(admin.href);
  dbUrl.pathname = `/${database}`;
  const port = await freePort();
  const env = {
    PATH: /** @type {string} */ (process.env.PATH),
    ...image.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl.href,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    SMTP_URL: 'smtp://127.0.0.1:2525',
    CORS_ORIGINS: 'https://shop.example',
    SELLER_LEGAL_NAME: 'Parts Wholesale Ltd',
    SELLER_ADDRESS: '5 Dock Road | London E16 1AA',
    SELLER_TAX_ID: 'GB123456789',
    // Production takes no fake money unless told to; the check has no payment provider to talk to.
    PAYMENT_PROVIDER: 'sandbox',
    LOG_LEVEL: 'warn',
  };
  const cwd = path.join(image.root, image.workdir);
  const api = spawn(image.cmd[0], image.cmd.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  api.stdout.on('data', (c) => (output += c));
  api.stderr.on('data', (c) => (output += c));
  const exited = new Promise((resolve) => api.once('exit', resolve));
  try {
    const started = Date.now();
    await waitFor(
      async () => (await fetch(`http://127.0.0.1:${port}/health`).catch(() => null))?.ok === true,
      90_000,
      exited,
      () => output,
    );
    const startSeconds = (Date.now() - started) / 1000;
    const health = spawnSync(image.healthcheck[0], image.healthcheck.slice(1), { cwd, env, encoding: 'utf8' });
    if (health.status !== 0) throw new Error(`the image's HEALTHCHECK failed: ${health.stderr}`);
    const cli = spawnSync(
      'node',
      ['api/dist/cli/create-admin.js', '--email', 'owner@shop.example', '--password', 'Image#Check2026'],
      { cwd, env, encoding: 'utf8' },
    );
    if (cli.status !== 0 || !cli.stdout.includes('owner@shop.example created as an admin')) {
      throw new Error(`create-admin in the image: ${cli.stdout}${cli.stderr}`);
    }
    return { startSeconds, megabytes: megabytes(image.root) };
  } finally {
    api.kill('SIGTERM');
    await exited;
    await server.query(`drop database if exists ${database} with (force)`);
    await server.end();
  }
}

/** @param {string} dir */
function megabytes(dir) {
  const du = spawnSync('du', ['-sm', dir], { encoding: 'utf8' });
  return Number(du.stdout.split(/\s/)[0]);
}

module.exports = { proveApi, megabytes };
