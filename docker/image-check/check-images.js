#!/usr/bin/env node
// @ts-check
// Proves every image of docker/Dockerfile builds and runs, on a host with no container engine:
// replays the Dockerfile's stages in one temporary folder: the shared ones once (prune, `npm ci` from the
// lockfile, the build of every app), then each image's own (the API's production tree, a web image's
// files), and runs what each image would run:
//   api  → `node api/dist/main.js` against a fresh PostgreSQL database answers /health (with the
//          image's own HEALTHCHECK command), and the documented create-admin CLI works in it;
//   render → the shell's render server, one bundle with no node_modules, listens, passes its
//          HEALTHCHECK, writes robots.txt and falls back to the client-rendered page;
//   web  → the nginx image's files: index.html, remote entry and manifest, brotli/gzip twins, no source
//          map, no Node toolchain; real nginx on the image's nginx.conf and entrypoint script answers.
//
//   DATABASE_URL=postgres://… node docker/image-check/check-images.js [api render shell storefront-mfe dashboard-mfe]
//   (IMAGE_CHECK_KEEP=1 keeps the temporary folders for a look inside)
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parseDockerfile } = require('./dockerfile');
const { replay } = require('./replay');
const { proveApi } = require('./prove-api');
const { proveWeb } = require('./prove-web');
const { proveRender } = require('./prove-render');

const repo = path.resolve(__dirname, '..', '..');
// The base image's `node` is the one running this check (the replay compares its major with the image's):
// RUN lines, the CMD, the HEALTHCHECK and the CLI find it first on the PATH.
process.env.PATH = [path.dirname(process.execPath), process.env.PATH].join(path.delimiter);
const apps = { api: 'api', render: 'render', shell: 'web', 'storefront-mfe': 'web', 'dashboard-mfe': 'web' };

async function main() {
  const chosen = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(apps);
  for (const app of chosen)
    if (!(app in apps)) throw new Error(`Unknown app ${app}; one of ${Object.keys(apps).join(', ')}`);
  if (chosen.includes('api') && !process.env.DATABASE_URL)
    throw new Error('DATABASE_URL (a PostgreSQL server) is needed to run the api image');

  const dockerfile = parseDockerfile(path.join(repo, 'docker', 'Dockerfile'));
  const results = [];
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-check-'));
  fs.chmodSync(workDir, 0o755); // nginx's workers (an unprivileged user) read the web images' files in it
  /** @type {Map<string, import('./replay').ReplayedStage>} stages shared by the images (the builder's) */
  const replayed = new Map();
  const allStarted = Date.now();
  try {
    for (const app of chosen) {
      const target = apps[/** @type {keyof typeof apps} */ (app)];
      const started = Date.now();
      console.log(`${app}: replaying target ${target} in ${workDir}`);
      const stages = replay({ dockerfile, target, buildArgs: { APP: app }, context: repo, workDir, replayed });
      const image = stages.get(target);
      if (!image) throw new Error(`target ${target} was not replayed`);
      const facts =
        target === 'api'
          ? await proveApi(image)
          : target === 'render'
            ? await proveRender(image)
            : await proveWeb(image, app, stages);
      // The first image's time includes the shared install and build.
      const seconds = (Date.now() - started) / 1000;
      results.push({ app, seconds, ...facts });
      console.log(`${app}: ok in ${seconds.toFixed(0)} s — ${JSON.stringify(facts)}`);
    }
  } finally {
    if (process.env.IMAGE_CHECK_KEEP) console.log(`kept ${workDir}`);
    else fs.rmSync(workDir, { recursive: true, force: true });
  }
  console.table(results);
  console.log(`every image in ${((Date.now() - allStarted) / 1000).toFixed(0)} s`);
}

main().catch((error) => {
  console.error(`image-check failed: ${error.message}`);
  process.exit(1);
});
