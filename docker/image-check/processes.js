// @ts-check
const net = require('node:net');

/** A TCP port that was free a moment ago on 127.0.0.1. @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Polls `ready` until it says yes; fails early when the process exits, with its output.
 * @param {() => Promise<boolean>} ready @param {number} timeoutMs @param {Promise<unknown>} exited @param {() => string} output
 */
async function waitFor(ready, timeoutMs, exited, output) {
  let gone = false;
  exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the process exited:\n${output()}`);
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not ready after ${timeoutMs / 1000} s:\n${output()}`);
}

module.exports = { freePort, waitFor };
