#!/usr/bin/env node
// @ts-check
// phoneparts-serve-static <root> [--port N] [--host H] [--config file.json] [--releases DIR]
// Port: --port, else PORT, else 3000. Runtime config at /config.json: --config file, else the
// SHOP_CONFIG environment variable (JSON, as docker-compose sets it), else root/config.json.
// --releases (else RELEASES_DIR): a remote's published versions, served at /v/<version>/.
const fs = require('node:fs');
const { parseArgs } = require('node:util');
const { serveStatic } = require('./index');

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string', short: 'p' },
      host: { type: 'string' },
      config: { type: 'string' },
      releases: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals.length !== 1) {
    console.log('Usage: phoneparts-serve-static <root> [--port N] [--host H] [--config file.json] [--releases DIR]');
    process.exit(values.help ? 0 : 2);
  }
  const port = Number(values.port ?? process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`Invalid port: ${values.port ?? process.env.PORT}`);
  const host = values.host ?? process.env.HOST ?? '0.0.0.0';

  const releases = values.releases ?? (process.env.RELEASES_DIR || undefined);
  serveStatic({ root: positionals[0], port, host, config: readConfig(values.config), releases }).then(
    (running) => {
      console.log(`Serving ${positionals[0]} at ${running.url}${releases ? `, releases of ${releases} at /v/` : ''}`);
      const stop = () => running.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error) => fail(error.message),
  );
}

/** @param {string | undefined} file */
function readConfig(file) {
  const [source, text] = file ? [file, readFile(file)] : ['SHOP_CONFIG', process.env.SHOP_CONFIG];
  if (text === undefined || text.trim() === '') return undefined;
  try {
    const config = JSON.parse(text);
    if (!config || typeof config !== 'object' || Array.isArray(config)) throw new Error('not a JSON object');
    return config;
  } catch (error) {
    return fail(`${source} is not a valid JSON object: ${/** @type {Error} */ (error).message}`);
  }
}

/** @param {string} file */
function readFile(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    return fail(`Cannot read ${file}: ${/** @type {Error} */ (error).message}`);
  }
}

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`serve-static: ${message}`);
  process.exit(1);
}

main();
