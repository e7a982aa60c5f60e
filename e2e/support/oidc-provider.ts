import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './repo-root';

export interface OidcProvider {
  issuer: string;
  stop(): Promise<void>;
}

/** Starts the local stand-in for Google (see oidc-provider-process.mjs) that signs in `claims`. */
export async function startOidcProvider(claims: Record<string, unknown>): Promise<OidcProvider> {
  // Stops with the test run, even one killed with SIGKILL (scripts/exit-with-parent.js).
  const exitWithParent = path.join(repoRoot, 'scripts', 'exit-with-parent.js');
  const child = spawn(
    process.execPath,
    ['-r', exitWithParent, path.join(__dirname, 'oidc-provider-process.mjs'), JSON.stringify(claims)],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  const issuer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`OIDC provider did not start:\n${output}`)), 15_000);
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = /ready (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`OIDC provider exited with ${code}:\n${output}`));
    });
  });
  return {
    issuer,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
