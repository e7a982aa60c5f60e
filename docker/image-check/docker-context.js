// @ts-check
// The build context Docker would send: every file under the context folder except what .dockerignore
// excludes (the patterns the repository uses: `name`, `dir/name`, `**/name`, `*` within a name).
const fs = require('node:fs');
const path = require('node:path');

/** @param {string} context */
function readDockerignore(context) {
  const file = path.join(context, '.dockerignore');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((pattern) => {
      if (pattern.startsWith('!'))
        throw new Error(`.dockerignore: exceptions (${pattern}) are not replayed by image-check`);
      return patternToRegExp(pattern.replace(/^\/|\/$/g, ''));
    });
}

/** @param {string} pattern */
function patternToRegExp(pattern) {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment === '**'
        ? '(?:.*/)?'
        : `${segment
            .replace(/[.+^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '[^/]*')
            .replace(/\?/g, '[^/]')}/`,
    )
    .join('');
  // A pattern matches a path or anything below it.
  return new RegExp(`^${source.replace(/\/$/, '')}(?:/.*)?$`);
}

/** Copies the context into dest, leaving out ignored paths (and never descending into them). @param {string} context @param {string} dest */
function copyContext(context, dest) {
  const ignored = readDockerignore(context);
  const walk = (/** @type {string} */ relative) => {
    for (const entry of fs.readdirSync(path.join(context, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (ignored.some((re) => re.test(child))) continue;
      const from = path.join(context, child);
      const to = path.join(dest, child);
      if (entry.isDirectory()) {
        fs.mkdirSync(to, { recursive: true });
        walk(child);
      } else if (entry.isSymbolicLink()) {
        fs.symlinkSync(fs.readlinkSync(from), to);
      } else if (entry.isFile()) {
        fs.copyFileSync(from, to);
        fs.chmodSync(to, fs.statSync(from).mode);
      }
    }
  };
  fs.mkdirSync(dest, { recursive: true });
  walk('');
}

module.exports = { copyContext, patternToRegExp };
