// @ts-check
// Reads docker/Dockerfile into stages of instructions, so image-check replays exactly what an image
// build would run. Only what the Dockerfile uses is understood; anything else is an error, never skipped.
const fs = require('node:fs');

/**
 * @typedef {{ op: string, args: string, line: number }} Instruction
 * @typedef {{ name: string, base: string, instructions: Instruction[] }} Stage
 * @typedef {{ globalArgs: Record<string, string>, stages: Stage[] }} Dockerfile
 */

const known = new Set(['ARG', 'FROM', 'WORKDIR', 'ENV', 'COPY', 'RUN', 'USER', 'EXPOSE', 'HEALTHCHECK', 'CMD']);

/** @param {string} file @returns {Dockerfile} */
function parseDockerfile(file) {
  /** @type {Record<string, string>} */
  const globalArgs = {};
  /** @type {Stage[]} */
  const stages = [];
  for (const { text, line } of logicalLines(fs.readFileSync(file, 'utf8'))) {
    const match = /^(\w+)\s+(.*)$/s.exec(text);
    if (!match) throw new Error(`Dockerfile:${line}: cannot read "${text}"`);
    const op = match[1].toUpperCase();
    const args = match[2].trim();
    if (!known.has(op))
      throw new Error(`Dockerfile:${line}: image-check does not know ${op}; teach docker/image-check/replay.js first`);
    if (op === 'FROM') {
      const from = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      if (!from) throw new Error(`Dockerfile:${line}: cannot read FROM ${args}`);
      stages.push({ name: from[2] ?? `stage-${stages.length}`, base: from[1], instructions: [] });
    } else if (stages.length === 0) {
      if (op !== 'ARG') throw new Error(`Dockerfile:${line}: only ARG may come before the first FROM`);
      const [name, value = ''] = args.split('=');
      globalArgs[name] = value;
    } else {
      stages[stages.length - 1].instructions.push({ op, args, line });
    }
  }
  return { globalArgs, stages };
}

/** Joins `\` continuations and drops comments and blank lines. @param {string} source */
function logicalLines(source) {
  /** @type {{ text: string, line: number }[]} */
  const lines = [];
  let pending = '';
  let start = 0;
  source.split('\n').forEach((raw, index) => {
    const trimmed = raw.trim();
    if (pending === '' && (trimmed === '' || trimmed.startsWith('#'))) return;
    if (pending === '') start = index + 1;
    if (trimmed.endsWith('\\')) {
      pending += trimmed.slice(0, -1) + ' ';
      return;
    }
    lines.push({ text: pending + trimmed, line: start });
    pending = '';
  });
  return lines;
}

/**
 * The stages a target needs, in Dockerfile order: its base stages and those it copies from.
 * @param {Dockerfile} dockerfile @param {string} target
 */
function stagesFor(dockerfile, target) {
  const byName = new Map(dockerfile.stages.map((s) => [s.name, s]));
  const needed = new Set();
  const visit = (/** @type {string} */ name) => {
    const stage = byName.get(name);
    if (!stage || needed.has(name)) return;
    needed.add(name);
    visit(stage.base);
    for (const i of stage.instructions) {
      const from = i.op === 'COPY' ? /--from=(\S+)/.exec(i.args) : null;
      if (from) visit(from[1]);
    }
  };
  if (!byName.has(target)) throw new Error(`Dockerfile has no stage ${target}`);
  visit(target);
  return dockerfile.stages.filter((s) => needed.has(s.name));
}

/** Expands ${NAME} and $NAME from vars (as Docker does in FROM, COPY, WORKDIR, ENV). @param {string} text @param {Record<string, string>} vars */
function expand(text, vars) {
  return text.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, braced, bare) => vars[braced ?? bare] ?? '');
}

module.exports = { parseDockerfile, stagesFor, expand };
