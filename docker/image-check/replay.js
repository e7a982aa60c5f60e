// @ts-check
// Replays a Dockerfile target on the host: each stage gets a folder standing for its filesystem root
// ("/app" of stage builder is <tmp>/builder/app), RUN lines run there with the stage's ARG and ENV values,
// COPY copies between those folders. A base image's own content (node, nginx) is the host's: the replay
// checks the host's Node major is the image's. Targets replayed one after another with the same
// `replayed` map share every stage whose inputs are the same (as an image builder's cache does): the
// builder stage's install and build run once for all images.
const { execFileSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { expand, stagesFor } = require('./dockerfile');
const { copyContext } = require('./docker-context');

/**
 * @typedef {import('./dockerfile').Dockerfile} Dockerfile
 * @typedef {{ name: string, root: string, workdir: string, env: Record<string, string>, cmd: string[] | null, healthcheck: string[] | null, exposed: string[] }} ReplayedStage
 */

/**
 * @param {object} o
 * @param {Dockerfile} o.dockerfile
 * @param {string} o.target        e.g. 'api', 'web'
 * @param {Record<string, string>} o.buildArgs   e.g. { APP: 'shell' }
 * @param {string} o.context       the build context (the repository)
 * @param {string} o.workDir       a temporary folder (the same one for every target sharing `replayed`)
 * @param {Map<string, ReplayedStage>} [o.replayed]  stages already replayed, by their inputs (stageKey)
 * @param {(line: string) => void} [o.log]
 * @returns {Map<string, ReplayedStage>} the target's stages by name
 */
function replay({ dockerfile, target, buildArgs, context, workDir, replayed = new Map(), log = console.log }) {
  const globals = { ...dockerfile.globalArgs, ...pick(buildArgs, Object.keys(dockerfile.globalArgs)) };
  /** @type {Map<string, ReplayedStage>} */
  const done = new Map();
  /** @type {Map<string, string>} */
  const keys = new Map();
  for (const stage of stagesFor(dockerfile, target)) {
    const key = stageKey(stage, { buildArgs, globals, keys });
    keys.set(stage.name, key);
    const earlier = replayed.get(key);
    if (earlier) {
      log(`  ${stage.name}: replayed before, reused`);
      done.set(stage.name, earlier);
      continue;
    }
    const root = freeFolder(workDir, stage, buildArgs);
    const base = done.get(stage.base);
    if (base) {
      // FROM an earlier stage: its files (hard links, cheap) and its settings.
      execFileSync('cp', ['-al', base.root, root]);
    } else {
      fs.mkdirSync(root, { recursive: true });
      checkBaseImage(expand(stage.base, globals));
    }
    /** @type {ReplayedStage} */
    const state = base
      ? { ...base, name: stage.name, root, env: { ...base.env }, exposed: [...base.exposed] }
      : { name: stage.name, root, workdir: '/', env: {}, cmd: null, healthcheck: null, exposed: [] };
    /** @type {Record<string, string>} */
    const args = {};
    const vars = () => ({ ...globals, ...args, ...state.env });
    const inRoot = (/** @type {string} */ p) => path.join(root, path.posix.resolve(state.workdir, p));

    for (const i of stage.instructions) {
      const where = `Dockerfile:${i.line} (${stage.name})`;
      switch (i.op) {
        case 'ARG': {
          const [name, fallback = ''] = i.args.split('=');
          args[name] = buildArgs[name] ?? fallback;
          break;
        }
        case 'ENV':
          for (const [, name, value] of expand(i.args, vars()).matchAll(/(\w+)=("[^"]*"|\S+)/g))
            state.env[name] = value.replace(/^"|"$/g, '');
          break;
        case 'WORKDIR':
          state.workdir = path.posix.resolve(state.workdir, expand(i.args, vars()));
          fs.mkdirSync(inRoot('.'), { recursive: true });
          break;
        case 'COPY':
          copy(expand(i.args, vars()), { context, done, inRoot, where, log });
          break;
        case 'RUN': {
          log(`  ${where}: RUN ${i.args}`);
          const started = Date.now();
          const result = spawnSync('sh', ['-c', i.args], {
            cwd: inRoot('.'),
            env: { ...hostNetwork(), PATH: process.env.PATH, HOME: process.env.HOME, ...vars() },
            stdio: ['ignore', 'pipe', 'pipe'],
            encoding: 'utf8',
            maxBuffer: 64 * 1024 * 1024,
          });
          if (result.status !== 0)
            throw new Error(`${where}: RUN failed (${result.status})\n${tail(result.stdout)}\n${tail(result.stderr)}`);
          log(`    done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
          break;
        }
        case 'CMD':
          state.cmd = execForm(i.args, where);
          break;
        case 'HEALTHCHECK': {
          const cmd = /\bCMD\s+(.*)$/s.exec(i.args);
          if (!cmd) throw new Error(`${where}: HEALTHCHECK without CMD`);
          state.healthcheck = execForm(cmd[1], where);
          break;
        }
        case 'EXPOSE':
          state.exposed.push(...i.args.split(/\s+/));
          break;
        case 'USER':
          break; // ownership is the container's business; the files are the same
        default:
          throw new Error(`${where}: ${i.op} is not replayed`);
      }
    }
    done.set(stage.name, state);
    replayed.set(key, state);
  }
  return done;
}

/**
 * What a stage's files depend on besides the Dockerfile and the context: the build arguments it declares,
 * its base image and the stages it builds on or copies from (by their own keys).
 * @param {import('./dockerfile').Stage} stage
 * @param {{ buildArgs: Record<string, string>, globals: Record<string, string>, keys: Map<string, string> }} o
 */
function stageKey(stage, { buildArgs, globals, keys }) {
  const args = stage.instructions
    .filter((i) => i.op === 'ARG')
    .map((i) => {
      const [name, fallback = ''] = i.args.split('=');
      return `${name}=${buildArgs[name] ?? fallback}`;
    });
  const from = stage.instructions
    .map((i) => (i.op === 'COPY' ? /--from=(\S+)/.exec(i.args)?.[1] : undefined))
    .filter((name) => name !== undefined);
  const inputs = [stage.base, ...from].map((name) => keys.get(name) ?? expand(name, globals));
  return `${stage.name}[${args.join(',')}](${inputs.join(';')})`;
}

/** The stage's folder: its name, with its build arguments' values when it has any ("web-shell"). */
function freeFolder(
  /** @type {string} */ workDir,
  /** @type {import('./dockerfile').Stage} */ stage,
  /** @type {Record<string, string>} */ buildArgs,
) {
  const values = stage.instructions.filter((i) => i.op === 'ARG').map((i) => buildArgs[i.args.split('=')[0]] ?? '');
  const name = [stage.name, ...values.filter(Boolean)].join('-');
  let folder = path.join(workDir, name);
  for (let n = 2; fs.existsSync(folder); n++) folder = path.join(workDir, `${name}-${n}`);
  return folder;
}

/**
 * COPY [--from=stage] [--chown=…] src… dest
 * @param {string} args
 * @param {{ context: string, done: Map<string, ReplayedStage>, inRoot: (p: string) => string, where: string, log: (l: string) => void }} o
 */
function copy(args, { context, done, inRoot, where, log }) {
  const words = args.split(/\s+/);
  const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length);
  const paths = words.filter((w) => !w.startsWith('--'));
  const dest = paths.pop();
  if (!dest || paths.length === 0) throw new Error(`${where}: COPY needs a source and a destination`);
  const target = inRoot(dest);
  for (const source of paths) {
    if (from === undefined) {
      if (source !== '.') throw new Error(`${where}: only "COPY . <dest>" from the context is replayed`);
      log(`  ${where}: COPY context → ${dest}`);
      copyContext(context, target);
      continue;
    }
    const stage = done.get(from);
    if (!stage) throw new Error(`${where}: stage ${from} was not built`);
    const src = path.join(stage.root, source);
    if (!fs.existsSync(src)) throw new Error(`${where}: COPY --from=${from} ${source}: no such file in that stage`);
    log(`  ${where}: COPY --from=${from} ${source} → ${dest}`);
    if (fs.statSync(src).isDirectory()) {
      fs.mkdirSync(target, { recursive: true });
      execFileSync('cp', ['-a', `${src.replace(/\/$/, '')}/.`, target]);
    } else {
      const file = dest.endsWith('/') ? path.join(target, path.basename(src)) : target;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      execFileSync('cp', ['-a', src, file]);
    }
  }
}

/** Base images the replay can stand in for: Node images must match the host's Node major. @param {string} image */
function checkBaseImage(image) {
  const node = /^node:(\d+)/.exec(image);
  if (node && node[1] !== process.versions.node.split('.')[0]) {
    throw new Error(
      `The Dockerfile builds on ${image} but this host runs Node ${process.version}: the replay would prove nothing`,
    );
  }
  if (!node && !/^nginx:/.test(image) && image !== 'scratch')
    throw new Error(`image-check cannot stand in for the base image ${image}`);
}

/**
 * The host's network settings, which an image builder applies to RUN lines too: a proxy, and extra
 * certificate authorities (a TLS-inspecting proxy's). Node's official binaries trust only their own
 * bundled authorities unless NODE_EXTRA_CA_CERTS names more, so without it npm cannot reach the registry.
 */
function hostNetwork() {
  const names = [
    'NODE_EXTRA_CA_CERTS',
    'HTTPS_PROXY',
    'HTTP_PROXY',
    'NO_PROXY',
    'https_proxy',
    'http_proxy',
    'no_proxy',
  ];
  return Object.fromEntries(names.filter((name) => process.env[name]).map((name) => [name, process.env[name]]));
}

/** @param {string} text @param {string} where */
function execForm(text, where) {
  try {
    const parsed = JSON.parse(text);
    if (Array.isArray(parsed) && parsed.every((p) => typeof p === 'string')) return parsed;
  } catch {
    // not JSON: the shell form, refused below
  }
  throw new Error(`${where}: use the exec form ["cmd", "arg", …] (it is what runs without a shell)`);
}

/** @param {Record<string, string>} values @param {string[]} keys */
function pick(values, keys) {
  return Object.fromEntries(Object.entries(values).filter(([k]) => keys.includes(k)));
}

/** @param {string} text */
function tail(text) {
  return (text ?? '').split('\n').slice(-40).join('\n');
}

module.exports = { replay };
