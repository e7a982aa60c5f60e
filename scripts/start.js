#!/usr/bin/env node
// `npm start`: runs the whole shop on embedded defaults after `turbo run build` — a local mail inbox
// (maildev), the API on PGlite (.data/pglite, seeded on first start), and the three built web apps —
// then prints where everything is. Ctrl+C stops it all.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { serveStatic } = require('@phoneparts/serve-static');
const { demoAdmin, localPorts, localUrl } = require('@phoneparts/contracts/dev-defaults');

const root = path.resolve(__dirname, '..');
const port = (name, fallback) => Number(process.env[name] ?? fallback);
const ports = {
  shell: port('SHELL_PORT', localPorts.shell),
  storefront: port('STOREFRONT_PORT', localPorts.storefront),
  dashboard: port('DASHBOARD_PORT', localPorts.dashboard),
  api: port('PORT', localPorts.api),
  mailWeb: port('MAIL_WEB_PORT', localPorts.mailWeb),
  mailSmtp: port('MAIL_SMTP_PORT', localPorts.mailSmtp),
};
const local = localUrl;
const children = [];
const servers = [];
let stopping = false;

async function main() {
  for (const app of ['shell', 'storefront-mfe', 'dashboard-mfe', 'api']) {
    if (!fs.existsSync(path.join(root, app, 'dist'))) fail(`${app}/dist is missing: run \`npm run build\` first.`);
  }
  const smtpUrl = process.env.SMTP_URL ?? startMailInbox();
  startApi(smtpUrl);
  await startWebApps();
  await waitForApi();
  printWelcome(!process.env.SMTP_URL);
}

function startMailInbox() {
  // maildev exports nothing resolvable from CommonJS: start the script of its bin by path.
  const maildev = path.join(root, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
  run('mail', [
    maildev,
    '-s',
    String(ports.mailSmtp),
    '-w',
    String(ports.mailWeb),
    '--ip',
    '127.0.0.1',
    '--web-ip',
    '127.0.0.1',
    '--silent',
  ]);
  return `smtp://127.0.0.1:${ports.mailSmtp}`;
}

function startApi(smtpUrl) {
  run('api', [path.join(root, 'api', 'dist', 'main.js')], {
    PORT: String(ports.api),
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data', 'pglite'),
    SMTP_URL: smtpUrl,
    PUBLIC_API_URL: process.env.PUBLIC_API_URL ?? local(ports.api),
    PUBLIC_SHELL_URL: process.env.PUBLIC_SHELL_URL ?? local(ports.shell),
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? [ports.shell, ports.storefront, ports.dashboard].map(local).join(','),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
}

async function startWebApps() {
  const defaultPorts = ['shell', 'storefront', 'dashboard', 'api'].every((app) => ports[app] === localPorts[app]);
  // With the default ports the shell serves dist/config.json, which can be edited without a rebuild.
  const config = defaultPorts
    ? undefined
    : {
        apiUrl: local(ports.api),
        remotes: {
          storefront: `${local(ports.storefront)}/mf-manifest.json`,
          dashboard: `${local(ports.dashboard)}/mf-manifest.json`,
        },
      };
  // Each remote also serves the versions published with `npm run release -w <remote>` (.releases/<name>/v/<version>/),
  // so config.json can switch between them: { "url": "http://localhost:3001", "version": "1.1.0" }.
  const apps = [
    ['storefront-mfe', ports.storefront, undefined, releasesOf('storefront')],
    ['dashboard-mfe', ports.dashboard, undefined, releasesOf('dashboard')],
    ['shell', ports.shell, config, undefined],
  ];
  for (const [app, appPort, appConfig, releases] of apps) {
    servers.push(
      await serveStatic({
        root: path.join(root, app, 'dist'),
        port: appPort,
        host: '0.0.0.0',
        config: appConfig,
        releases,
      }),
    );
  }
}

function releasesOf(remote) {
  const dir = path.join(root, '.releases', remote);
  return fs.existsSync(dir) ? dir : undefined;
}

async function waitForApi() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${local(ports.api)}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  fail('the API did not become healthy within 60 s');
}

function printWelcome(withInbox) {
  const rows = [
    ['Shop', local(ports.shell)],
    ['Storefront remote', local(ports.storefront)],
    ['Dashboard remote', local(ports.dashboard)],
    ['API', local(ports.api)],
    ['API docs', `${local(ports.api)}/docs`],
    ...(withInbox ? [['Mail inbox', local(ports.mailWeb)]] : []),
  ];
  const admin = process.env.DEMO_ADMIN_EMAIL ?? demoAdmin.email;
  const password = process.env.DEMO_ADMIN_PASSWORD ?? demoAdmin.password;
  console.log(`\nPhone Parts Shop is running.\n\n${rows.map(([k, v]) => `  ${k.padEnd(18)} ${v}`).join('\n')}`);
  console.log(`\n  Demo admin         ${admin} / ${password}`);
  console.log(
    '  Test cards         4242 4242 4242 4242 (paid), 4000 0000 0000 0002 (declined)\n\nPress Ctrl+C to stop.',
  );
}

function run(name, args, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code) => {
    if (!stopping) fail(`${name} stopped unexpectedly (exit code ${code})`);
  });
  children.push(child);
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.allSettled(servers.map((s) => s.close()));
  process.exit(code);
}

function fail(message) {
  console.error(`\nnpm start: ${message}`);
  void stop(1);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
main().catch((error) => fail(error.stack ?? String(error)));
