// Preloaded (`node -r scripts/exit-with-parent.js …`) into a child process whose stdin is a pipe from
// its parent: `npm start`'s inbox and API, the browser tests' API. When the parent dies, however it
// dies (SIGKILL included, which it cannot catch to stop its children), the system closes its end of
// the pipe; the child reads the end of its stdin and stops itself as if asked to (SIGTERM, so the API
// closes its database), or exits outright if that takes longer than 10 s. Node has no way to ask the
// kernel for this (Linux's prctl PR_SET_PDEATHSIG), so the pipe is the signal.
const fs = require('node:fs');

/** A pipe or, as Node's `spawn` makes them, a socket pair; not a terminal, a file or /dev/null. */
function stdinIsPipe() {
  try {
    const stdin = fs.fstatSync(0);
    return stdin.isFIFO() || stdin.isSocket();
  } catch {
    return false;
  }
}

if (stdinIsPipe()) {
  const stop = () => {
    setTimeout(() => process.exit(1), 10_000).unref();
    process.kill(process.pid, 'SIGTERM');
  };
  process.stdin.on('end', stop);
  process.stdin.on('error', stop);
  // Read (and ignore) whatever comes, so the end is seen; the pipe alone keeps no process alive.
  process.stdin.on('data', () => undefined);
  process.stdin.unref();
}
