// @ts-check
// Checks the replayed web image's files and runs them as the image would: its entrypoint script, then
// nginx on its nginx.conf (container paths mapped into the replay folder, a loopback port).
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { runNginx } = require('@phoneparts/serve-static/testing/run-nginx');
const { freePort } = require('@phoneparts/serve-static/testing/processes');
const { megabytes } = require('./prove-api');

const remoteFiles = ['index.html', 'main.js', 'remoteEntry.js', 'mf-manifest.json'];
const shellFiles = ['index.html', 'main.js', 'config.json'];

/**
 * @param {import('./replay').ReplayedStage} image @param {string} app
 * @param {Map<string, import('./replay').ReplayedStage>} stages
 */
async function proveWeb(image, app, stages) {
  const html = path.join(image.root, 'usr/share/nginx/html');
  const conf = path.join(image.root, 'etc/nginx/nginx.conf');
  const entrypoint = path.join(image.root, 'docker-entrypoint.d/40-shop-config.sh');
  for (const file of app === 'shell' ? shellFiles : remoteFiles)
    must(fs.existsSync(path.join(html, file)), `${file} is in the public tree`);
  for (const twin of ['main.js.br', 'main.js.gz', 'index.html.br', 'index.html.gz'])
    must(fs.existsSync(path.join(html, twin)), `${twin} was precompressed`);
  must(fs.existsSync(conf), 'nginx.conf is in /etc/nginx');
  must((fs.statSync(entrypoint).mode & 0o111) !== 0, 'the entrypoint script is executable');
  const everything = listFiles(image.root);
  must(!everything.some((f) => f.endsWith('.map')), 'no source map in the image');
  must(!everything.some((f) => f.includes('node_modules') || /(^|\/)node$/.test(f)), 'no Node toolchain in the image');
  const builder = stages.get('builder');
  must(
    !!builder && listFiles(path.join(builder.root, 'app', app, 'sourcemaps')).some((f) => f.endsWith('.js.map')),
    'source maps are kept as build artefacts',
  );

  const run = fs.mkdtempSync(path.join(image.root, '..', 'nginx-run-'));
  // nginx's workers run unprivileged when the master is root: they write the temp files and the pages'
  // cache here, as they do in the image's /var/cache/nginx.
  fs.chmodSync(run, 0o755);
  for (const dir of ['tmp', 'pages']) fs.mkdirSync(path.join(run, dir), { mode: 0o777 });
  execFileSync('chmod', ['a+rwx', path.join(run, 'tmp'), path.join(run, 'pages')]);
  execFileSync('chmod', ['-R', 'a+rX', image.root]);
  const originsFile = path.join(run, 'shop-origins.conf');
  const config = {
    apiUrl: 'https://api.shop.example',
    remotes: {
      storefront: 'https://storefront.shop.example/mf-manifest.json',
      dashboard: 'https://dashboard.shop.example/mf-manifest.json',
    },
  };
  execFileSync('sh', [entrypoint], {
    env: {
      PATH: process.env.PATH,
      SHOP_HTML_DIR: html,
      SHOP_ORIGINS_FILE: originsFile,
      SHOP_NGINX_CONF: conf,
      ...(app === 'shell' ? { SHOP_CONFIG: JSON.stringify(config) } : {}),
    },
  });
  const port = await freePort();
  const mapped = fs
    .readFileSync(conf, 'utf8')
    .replaceAll('/usr/share/nginx/html', html)
    .replaceAll('/etc/nginx/shop-origins.conf', originsFile)
    .replace(/^user .*;$/m, '')
    .replace(/^pid .*;$/m, `pid ${run}/nginx.pid;`)
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    // The shell's render service (another container) is not running here: its pages fall back.
    .replace('server render:3003;', `server 127.0.0.1:${await freePort()};`)
    .replaceAll('/var/cache/nginx/pages', `${run}/pages`)
    .replace(
      /^http \{$/m,
      `http {\n  client_body_temp_path ${run}/tmp;\n  proxy_temp_path ${run}/tmp;\n  fastcgi_temp_path ${run}/tmp;\n  uwsgi_temp_path ${run}/tmp;\n  scgi_temp_path ${run}/tmp;`,
    );
  must(mapped.includes(`listen 127.0.0.1:${port};`), 'nginx.conf listens on 8080, as the image EXPOSEs');
  fs.writeFileSync(path.join(run, 'nginx.conf'), mapped);
  const url = `http://127.0.0.1:${port}`;
  const nginx = await runNginx({
    dir: run,
    conf: path.join(run, 'nginx.conf'),
    ready: async () => (await fetch(`${url}/health`).catch(() => null))?.ok === true,
  });
  try {
    const compressed = { headers: { 'Accept-Encoding': 'br, gzip' } };
    const page = await fetch(`${url}/`, compressed);
    must(
      page.status === 200,
      `the home page answers 200, drawn by the browser when no render server answers (got ${page.status})`,
    );
    // The shell's home page is the render server's (not running here); a page it never draws is served
    // from the precompressed files.
    const staticPage = app === 'shell' ? await fetch(`${url}/login`, compressed) : page;
    must(
      staticPage.status === 200 && staticPage.headers.get('content-encoding') === 'br',
      `index.html served brotli-compressed (got ${staticPage.status} ${staticPage.headers.get('content-encoding')}; ${nginx.output()})`,
    );
    must(/frame-ancestors 'none'/.test(page.headers.get('content-security-policy') ?? ''), 'pages carry the CSP');
    if (app === 'shell') {
      const served = await (await fetch(`${url}/config.json`)).json();
      must(JSON.stringify(served) === JSON.stringify(config), 'SHOP_CONFIG is served as /config.json');
      must(
        (page.headers.get('content-security-policy') ?? '').includes('https://storefront.shop.example'),
        'the CSP names the configured remotes',
      );
    }
    // The shell's home page names the storefront's entry for preloading; a remote's own page names none.
    const link = page.headers.get('link') ?? '';
    must(
      app === 'shell' ? link.startsWith('<https://storefront.shop.example/remoteEntry.js>; rel=preload') : link === '',
      `the page's preload Link for ${app} (got "${link}")`,
    );
    const main = await fetch(`${url}/main.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    must(
      main.headers.get('content-encoding') === 'gzip' && main.headers.get('cache-control') === 'no-cache',
      'main.js: gzip, revalidated',
    );
    if (app === 'shell') {
      // A public page goes to the render service; with none, the page drawn in the browser, 200.
      must(mapped.includes('proxy_pass http://shop_render;'), "the shell's public pages go to the render service");
      const part = await fetch(`${url}/parts/AB-1`);
      must(
        part.status === 200 && (await part.text()).includes('id=root'),
        'a public page falls back to the static shell',
      );
    } else must(!mapped.includes('shop_render'), `${app} sends nothing to the render service`);
    return { megabytes: megabytes(image.root), files: listFiles(html).length };
  } finally {
    await nginx.close();
  }
}

/** @param {boolean} ok @param {string} what */
function must(ok, what) {
  if (!ok) throw new Error(`web image: expected ${what}`);
}

/** @param {string} dir @returns {string[]} */
function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

module.exports = { proveWeb };
