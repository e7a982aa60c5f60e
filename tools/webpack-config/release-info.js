const fs = require('node:fs');
const path = require('node:path');
const { requiredRanges } = require('./shared-singletons');

// A version is also a folder of the release layout (/v/<version>/): semver, nothing path-unsafe.
const semver = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/**
 * What a build says about itself: the federation name, and the version from package.json — or from
 * RELEASE_VERSION, for a CI-stamped build such as 1.4.0-rc.1 — written into mf-manifest.json
 * (metaData.buildInfo.buildVersion), dist/version.json and the `__APP_VERSION__` constant.
 * @param {{ name: string, dir: string, env?: Record<string, string | undefined> }} o
 */
function readReleaseInfo({ name, dir, env = process.env }) {
  const pkgFile = path.join(dir, 'package.json');
  if (!fs.existsSync(pkgFile))
    throw new Error(`${name}: ${pkgFile} is missing (its version and dependency ranges drive the build)`);
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
  const version = env.RELEASE_VERSION || pkg.version;
  if (!semver.test(version ?? '')) {
    throw new Error(
      `${name}: version "${version}" (${env.RELEASE_VERSION ? 'RELEASE_VERSION' : 'package.json'}) is not a semantic version like 1.4.0`,
    );
  }
  return { pkg, info: { name, package: pkg.name, version, requires: requiredRanges(pkg) } };
}

/** Emits version.json next to the build's entry files (a small file people and the shell can read). */
class ReleaseInfoPlugin {
  /** @param {Record<string, unknown>} info */
  constructor(info) {
    this.info = info;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ReleaseInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('version.json', new sources.RawSource(`${JSON.stringify(this.info, null, 2)}\n`));
        },
      );
    });
  }
}

/**
 * Manifest hook: the manifest states what the build enforces. Its buildVersion is the release version
 * (the plugin reads only package.json), and each shared module carries the range and singleton flag
 * of our config — for subpaths matched by `react/` the plugin would write the installed version's
 * range instead (e.g. ^19.3.1 for a build that requires ^20.0.0), and hosts check the manifest.
 * @param {{ version: string, shared: Record<string, { requiredVersion?: string, singleton?: boolean }> }} build
 */
function completeManifest({ version, shared }) {
  /** @param {string} name */
  const configFor = (name) =>
    shared[name] ?? Object.entries(shared).find(([key]) => key.endsWith('/') && name.startsWith(key))?.[1];
  /** @param {{ stats: import('@module-federation/sdk').Stats }} manifest */
  return ({ stats }) => {
    stats.metaData.buildInfo.buildVersion = version;
    for (const entry of stats.shared ?? []) {
      const config = configFor(entry.name);
      if (config)
        Object.assign(entry, { requiredVersion: config.requiredVersion, singleton: Boolean(config.singleton) });
    }
    return stats;
  };
}

module.exports = { readReleaseInfo, ReleaseInfoPlugin, completeManifest };
