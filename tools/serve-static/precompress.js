// @ts-check
// Build step of a web app's public tree (the production webpack build runs it on dist/):
// - source maps leave the public tree for a folder of build artefacts (kept for debugging, never served);
// - every compressible file gets `.br` (brotli, quality 11) and `.gz` (gzip, level 9) siblings, which
//   serve-static and nginx (gzip_static, and `.br` through try_files) send as they are.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { isCompressible, minCompressBytes, runtimeFiles } = require('./web-policy');

/**
 * @param {string} publicDir  the built app (dist/)
 * @param {string} mapsDir    where the source maps go (emptied first)
 * @returns {{ maps: number, compressed: number, bytes: number, brotliBytes: number, gzipBytes: number }}
 */
function preparePublicTree(publicDir, mapsDir) {
  fs.rmSync(mapsDir, { recursive: true, force: true });
  const summary = { maps: 0, compressed: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const relative of listFiles(publicDir)) {
    const file = path.join(publicDir, relative);
    if (relative.endsWith('.map')) {
      const target = path.join(mapsDir, relative);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.renameSync(file, target);
      summary.maps++;
      continue;
    }
    if (relative.endsWith('.br') || relative.endsWith('.gz')) continue;
    if (runtimeFiles.includes(relative) || !isCompressible(path.extname(relative))) continue;
    const body = fs.readFileSync(file);
    if (body.length < minCompressBytes) continue;
    const brotli = zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gzip = zlib.gzipSync(body, { level: 9 });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, gzip);
    summary.compressed++;
    summary.bytes += body.length;
    summary.brotliBytes += brotli.length;
    summary.gzipBytes += gzip.length;
  }
  return summary;
}

/** Paths (with `/`) of every file under dir. @param {string} dir @returns {string[]} */
function listFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

module.exports = { preparePublicTree };
