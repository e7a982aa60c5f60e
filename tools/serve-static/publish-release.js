// @ts-check
const fs = require('node:fs');
const path = require('node:path');

/**
 * Publishes a remote's build next to its earlier ones: `dist/` is copied to
 * `<releasesDir>/v/<version>/`, the version read from the build's own dist/version.json. A published
 * version never changes (browsers and CDNs may hold its files): publishing the same build again is a
 * no-op, publishing a different build under an existing version is refused — bump the version.
 * The copy goes to a temporary sibling first and is renamed into place, so a half-copied release is
 * never served.
 * @param {{ dist: string, releasesDir: string }} options
 */
function publishRelease({ dist, releasesDir }) {
  const versionFile = path.join(dist, 'version.json');
  if (!fs.existsSync(versionFile))
    throw new Error(`${versionFile} is missing: publish a build made by @phoneparts/webpack-config`);
  const { version } = JSON.parse(fs.readFileSync(versionFile, 'utf8'));
  if (typeof version !== 'string' || !/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/.test(version)) {
    throw new Error(`${versionFile} has no usable version (${JSON.stringify(version)})`);
  }
  const target = path.join(releasesDir, 'v', version);
  if (fs.existsSync(target)) {
    if (sameTree(dist, target)) return { target, version, alreadyPublished: true };
    throw new Error(
      `${target} already holds another build of ${version}: a released version never changes, bump the version to release again`,
    );
  }
  const staging = `${target}.publishing-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(dist, staging, { recursive: true });
  fs.renameSync(staging, target);
  return { target, version, alreadyPublished: false };
}

/** Same files with the same bytes. @param {string} a @param {string} b */
function sameTree(a, b) {
  const filesA = listFiles(a);
  const filesB = listFiles(b);
  return (
    filesA.length === filesB.length &&
    filesA.every((f, i) => f === filesB[i] && fs.readFileSync(path.join(a, f)).equals(fs.readFileSync(path.join(b, f))))
  );
}

/** @param {string} dir @returns {string[]} */
function listFiles(dir) {
  return /** @type {string[]} */ (fs.readdirSync(dir, { recursive: true }))
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .sort();
}

module.exports = { publishRelease };
