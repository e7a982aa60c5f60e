import { spawn } from 'node:child_process';
import path from 'node:path';

const apiDir = path.join(__dirname, '..', '..', '..');

/** Runs `body` in a Node process of its own with the API's logger as `log`; answers its stdout and exit code. */
function runWithLogger(body: string): Promise<{ stdout: string; code: number | null; signal: string | null }> {
  const script = `const log = require('./src/common/logging/json-logger').createJsonLogger('info');\n${body}`;
  const child = spawn(process.execPath, ['-r', '@swc-node/register', '-e', script], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.resume();
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ stdout, code, signal })));
}

const linesOf = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { msg: string; time: string });

/**
 * Lines a request logged just before the process ends must still reach stdout, in order: on a normal
 * exit, on a crash, and on process.exit (how the API ends on a stop signal, app.factory.ts).
 */
describe('log lines are all written, in order, when the process ends', () => {
  const burst = `for (let i = 0; i < 5000; i++) log.info({ i }, 'line ' + i);`;

  it.each([
    ['the event loop runs out', `${burst}`, 0],
    ['process.exit', `${burst} process.exit(0);`, 0],
    ['a crash (an uncaught exception)', `${burst} throw new Error('boom');`, 1],
    ['a crash in a later tick', `${burst} setTimeout(() => { throw new Error('boom'); }, 0);`, 1],
  ])(
    '%s',
    async (_name, body, exitCode) => {
      const { stdout, code } = await runWithLogger(body);
      expect(code).toBe(exitCode);
      const lines = linesOf(stdout);
      // All of them, in the order they were logged.
      expect(lines.map((line) => line.msg)).toEqual(Array.from({ length: 5000 }, (_, i) => `line ${i}`));
      expect(new Date(lines[0].time).toISOString()).toBe(lines[0].time);
    },
    60_000,
  );
});
