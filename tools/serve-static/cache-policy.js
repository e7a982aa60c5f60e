// @ts-check
const path = require('node:path');

// webpack names async chunks and assets `name.<8+ hex>.ext`: their content never changes under that name.
const hashedName = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * Cache-Control for a served file. Hashed files are immutable; everything else (index.html,
 * mf-manifest.json, remoteEntry.js, main.js, config.json) must be revalidated so a new release or a
 * changed runtime config takes effect on the next reload.
 * @param {string} filePath
 */
function cacheControlFor(filePath) {
  return hashedName.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

module.exports = { cacheControlFor };
