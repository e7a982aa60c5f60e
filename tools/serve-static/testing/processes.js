// @ts-check
// Tests and checks only: start-up helpers for the servers they run as child processes (nginx here and in
// docker/image-check, the replayed API image there).
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

/** Whether something accepts connections on 127.0.0.1:`port`. @param {number} port @returns {Promise<boolean>} */
function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Polls `ready` until it says yes; fails early when the process exits, with its output.
 * @param {() => Promise<boolean>} ready @param {number} timeoutMs @param {Promise<unknown>} exited
 * @param {() => string} output @param {number} [intervalMs]
 */
async function waitFor(ready, timeoutMs, exited, output, intervalMs = 250) {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the process exited:\n${output()}`);
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`not ready after ${timeoutMs / 1000} s:\n${output()}`);
}

module.exports = { freePort, portOpen, waitFor };
