#!/usr/bin/env node
// `npm start`: runs the whole shop on embedded defaults after `turbo run build` — a local mail inbox
// (maildev), the API on PGlite (.data/pglite, seeded on first start), and the three built web apps —
// then prints where everything is. Ctrl+C stops it all.
//
// Nothing starts until every build artefact is there (a build still running, or a failed one, leaves
// some missing); once something has started, any failure stops all of it before exiting. The inbox and
// the API stop with this process however it ends, SIGKILL included (scripts/exit-with-parent.js).
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
  render: port('RENDER_PORT', localPorts.render),
  api: port('PORT', localPorts.api),
  mailWeb: port('MAIL_WEB_PORT', localPorts.mailWeb),
  mailSmtp: port('MAIL_SMTP_PORT', localPorts.mailSmtp),
};
const local = localUrl;
const children = [];
const servers = [];
let stopping = false;

/** The files each part of the shop starts from, written last by its build. */
const artefacts = [
  'api/dist/main.js',
  'shell/dist/index.html',
  'shell/dist/config.json',
  'shell/server-dist/server.js',
  'storefront-mfe/dist/server/remoteEntry.js',
  'storefront-mfe/dist/mf-manifest.json',
  'dashboard-mfe/dist/mf-manifest.json',
];
const maildev = path.join(root, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
const exitWithParent = path.join(__dirname, 'exit-with-parent.js');

/** Thrown by a step that failed: main stops there, and stop() ends whatever had started. */
class StartFailed extends Error {}

async function main() {
  const missing = artefacts.filter((file) => !fs.existsSync(path.join(root, file)));
  if (!process.env.SMTP_URL && !fs.existsSync(maildev)) missing.push(path.relative(root, maildev));
  if (missing.length)
    throw new StartFailed(
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing: run \`npm run build\` first.`,
    );
  const smtpUrl = process.env.SMTP_URL ?? startMailInbox();
  startApi(smtpUrl);
  await startWebApps();
  startRenderServer();
  await waitForApi();
  printWelcome(!process.env.SMTP_URL);
}

function startMailInbox() {
  // maildev exports nothing resolvable from CommonJS: start the script of its bin by path.
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
  // The API's shop currency and country, when set, are the web apps' too (prices shown in it, phones read in it).
  const shop = {
    ...(process.env.SHOP_CURRENCY ? { currency: process.env.SHOP_CURRENCY.trim().toUpperCase() } : {}),
    ...(process.env.SHOP_COUNTRY ? { country: process.env.SHOP_COUNTRY.trim().toUpperCase() } : {}),
  };
  // With the default ports and no shop settings the shell serves dist/config.json, which can be edited
  // without a rebuild.
  const config =
    defaultPorts && Object.keys(shop).length === 0
      ? undefined
      : {
          ...(defaultPorts
            ? JSON.parse(fs.readFileSync(path.join(root, 'shell', 'dist', 'config.json'), 'utf8'))
            : {
                apiUrl: local(ports.api),
                remotes: {
                  storefront: `${local(ports.storefront)}/mf-manifest.json`,
                  dashboard: `${local(ports.dashboard)}/mf-manifest.json`,
                },
              }),
          ...shop,
        };
  // Each remote also serves the versions published with `npm run release -w <remote>` (.releases/<name>/v/<version>/),
  // so config.json can switch between them: { "url": "http://localhost:3001", "version": "1.1.0" }.
  const apps = [
    ['storefront-mfe', ports.storefront, undefined, releasesOf('storefront')],
    ['dashboard-mfe', ports.dashboard, undefined, releasesOf('dashboard')],
    ['shell', ports.shell, config, undefined, local(ports.render)],
  ];
  for (const [app, appPort, appConfig, releases, render] of apps) {
    servers.push(
      await serveStatic({
        root: path.join(root, app, 'dist'),
        port: appPort,
        host: '0.0.0.0',
        config: appConfig,
        releases,
        render,
      }),
    );
  }
}

// The public pages (/, /parts/:sku, /devices/:brand/:model) are drawn by the render server, which reads
// the shop's config from the shell's web server like a browser does (docs/server-rendering.md). Until it
// listens, and whenever it cannot answer, the shell's web server sends the client-rendered page.
function startRenderServer() {
  run('render', [path.join(root, 'shell', 'server-dist', 'server.js')], {
    RENDER_PORT: String(ports.render),
    SHOP_CONFIG_URL: `${local(ports.shell)}/config.json`,
  });
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
    if (stopping) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new StartFailed('the API did not become healthy within 60 s');
}

function printWelcome(withInbox) {
  const rows = [
    ['Shop', local(ports.shell)],
    ['Storefront remote', local(ports.storefront)],
    ['Dashboard remote', local(ports.dashboard)],
    ['Render server', local(ports.render)],
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
  // stdin is a pipe from this process: its end tells the child that this process is gone.
  const child = spawn(process.execPath, ['-r', exitWithParent, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) fail(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`})`);
  });
  children.push(child);
}

/** Stops every child (SIGTERM, then SIGKILL after 10 s) and every server, waits for them, then exits. */
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const exited = children
    .filter((child) => child.exitCode === null && child.signalCode === null)
    .map(
      (child) =>
        new Promise((resolve) => {
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    );
  await Promise.allSettled([...exited, ...servers.map((s) => s.close())]);
  process.exit(code);
}

function fail(message) {
  console.error(`\nnpm start: ${message}`);
  void stop(1);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
main().catch((error) => fail(error instanceof StartFailed ? error.message : (error.stack ?? String(error))));
