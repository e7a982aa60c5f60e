const fs = require('node:fs');
const path = require('node:path');

/**
 * Checks a remote against what the shell expects of it (`remoteContracts` in @phoneparts/contracts):
 * every contracted page and its route loader module must be exposed. Extra exposes are fine (nobody
 * depends on them yet).
 */

/** Contracted module names missing from `exposed` (names like './PaymentPage', './HomePageLoader'). */
function missingExposes(exposed, contract) {
  const names = new Set(exposed);
  const contracted = Object.entries(contract).flatMap(([name, page]) => (page.loader ? [name, page.loader] : [name]));
  return contracted.filter((name) => !names.has(name));
}

/** The federation options (name, exposes, shared …) of a config made by createWebpackConfig. */
function federationOptionsOf(configFactory, mode = 'production') {
  const config = typeof configFactory === 'function' ? configFactory({}, { mode }) : configFactory;
  const plugin = config.plugins.find((p) => p && p.constructor && p.constructor.name === 'ModuleFederationPlugin');
  if (!plugin) throw new Error('no ModuleFederationPlugin in this webpack config');
  return plugin._options;
}

/** Reads a built remote's mf-manifest.json; a missing build is a failure, not a skipped check. */
function readBuiltManifest(distDir) {
  const file = path.join(distDir, 'mf-manifest.json');
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: build the remote first (turbo runs build before test)`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Everything a remote's own tests check against its contract, as readable problems (none = kept):
 * the webpack config (appDir/webpack.config.js, or `config`) and the built mf-manifest.json (appDir/dist,
 * or `distDir`) expose every
 * contracted module, the manifest's buildVersion is the one of dist/version.json, and every shared
 * singleton is required strictly at the app's own dependency range.
 */
function contractProblems({
  appDir,
  name,
  contract,
  config = require(path.join(appDir, 'webpack.config.js')),
  distDir = path.join(appDir, 'dist'),
}) {
  const problems = [];
  const federation = federationOptionsOf(config);
  if (federation.name !== name) problems.push(`webpack config: federation name is ${federation.name}, not ${name}`);
  for (const m of missingExposes(Object.keys(federation.exposes ?? {}), contract))
    problems.push(`webpack config: ${m} is not exposed`);

  const dist = distDir;
  const manifest = readBuiltManifest(dist);
  for (const m of missingExposes(
    manifest.exposes.map((e) => e.path),
    contract,
  ))
    problems.push(`dist/mf-manifest.json: ${m} is not exposed`);
  const { version } = JSON.parse(fs.readFileSync(path.join(dist, 'version.json'), 'utf8'));
  if (manifest.metaData.buildInfo.buildVersion !== version) {
    problems.push(
      `dist/mf-manifest.json: buildVersion ${manifest.metaData.buildInfo.buildVersion} is not the build's version ${version}`,
    );
  }

  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  for (const [shared, config] of Object.entries(federation.shared ?? {})) {
    const range = pkg.dependencies?.[shared.replace(/\/$/, '')];
    if (!config.singleton || !config.strictVersion || config.requiredVersion !== range) {
      problems.push(
        `shared ${shared}: must be a strict singleton requiring ${range} (package.json), is ${JSON.stringify(config)}`,
      );
    }
  }
  return problems;
}

/** Fails the build of a remote whose exposes break its contract, naming what the shell would miss. */
class RemoteContractPlugin {
  constructor({ name, exposes, contract }) {
    this.name = name;
    this.missing = missingExposes(Object.keys(exposes ?? {}), contract);
  }

  apply(compiler) {
    if (!this.missing.length) return;
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemoteContractPlugin', (compilation) => {
      compilation.errors.push(
        new WebpackError(
          `${this.name} breaks its contract with the shell (remoteContracts.${this.name} in @phoneparts/contracts): ` +
            `it no longer exposes ${this.missing.join(', ')}. Keep exposing them, or change the contract and the shell first.`,
        ),
      );
    });
  }
}

module.exports = { federationOptionsOf, contractProblems, RemoteContractPlugin };
