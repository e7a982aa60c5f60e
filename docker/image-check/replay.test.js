// @ts-check
// The replay shares stages between images as an image builder's cache does: a stage runs once for every
// target unless a build argument it reads differs. Run with `node --test docker/image-check`.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { test } = require('node:test');
const { parseDockerfile } = require('./dockerfile');
const { replay } = require('./replay');

const recipe = `
FROM scratch AS builder
WORKDIR /app
RUN echo built >> runs.log && echo one > one.txt && echo two > two.txt

FROM builder AS server-files
RUN echo server >> server.log

FROM scratch AS server
COPY --from=server-files /app/server.log /srv/
CMD ["true"]

FROM scratch AS web
ARG APP
COPY --from=builder /app/\${APP}.txt /html/
`;

/** @param {(dir: string) => void} body */
function inTemporaryFolder(body) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replay-test-'));
  try {
    body(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('the builder stage runs once for every target; stages reading APP run per app', () =>
  inTemporaryFolder((dir) => {
    fs.writeFileSync(path.join(dir, 'Dockerfile'), recipe);
    const dockerfile = parseDockerfile(path.join(dir, 'Dockerfile'));
    const workDir = path.join(dir, 'work');
    fs.mkdirSync(workDir);
    const replayed = new Map();
    const run = (/** @type {string} */ target, /** @type {string} */ app) =>
      replay({ dockerfile, target, buildArgs: { APP: app }, context: dir, workDir, replayed, log: () => {} });

    const server = run('server', 'server');
    const one = run('web', 'one');
    const two = run('web', 'two');

    const builder = one.get('builder');
    assert.ok(builder);
    assert.equal(two.get('builder'), builder);
    assert.equal(server.get('builder'), builder);
    assert.equal(fs.readFileSync(path.join(builder.root, 'app/runs.log'), 'utf8'), 'built\n');

    const webOne = /** @type {import('./replay').ReplayedStage} */ (one.get('web'));
    const webTwo = /** @type {import('./replay').ReplayedStage} */ (two.get('web'));
    assert.notEqual(webOne.root, webTwo.root);
    assert.deepEqual(fs.readdirSync(path.join(webOne.root, 'html')), ['one.txt']);
    assert.deepEqual(fs.readdirSync(path.join(webTwo.root, 'html')), ['two.txt']);
    assert.deepEqual(fs.readdirSync(workDir).sort(), ['builder', 'server', 'server-files', 'web-one', 'web-two']);
  }));

test('without a shared map, each target replays its own stages (nothing leaks between calls)', () =>
  inTemporaryFolder((dir) => {
    fs.writeFileSync(path.join(dir, 'Dockerfile'), recipe);
    const dockerfile = parseDockerfile(path.join(dir, 'Dockerfile'));
    const options = { dockerfile, buildArgs: { APP: 'one' }, context: dir, log: () => {} };
    const first = replay({ ...options, target: 'web', workDir: path.join(dir, 'a') });
    const second = replay({ ...options, target: 'web', workDir: path.join(dir, 'b') });
    assert.notEqual(first.get('builder')?.root, second.get('builder')?.root);
  }));
