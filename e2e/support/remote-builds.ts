import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './repo-root';

const webpackBin = path.join(repoRoot, 'tools', 'webpack-config', 'bin', 'webpack.js');

export interface RemoteBuildOptions {
  /** Also its server build (webpack.server.config.js) into `<outputPath>/server`, as `npm run build` does. */
  server?: boolean;
}

/**
 * Builds a web app (a folder with a webpack.config.js made by @phoneparts/webpack-config) into
 * `outputPath`, in production mode without source maps (the release tests never read them), with
 * extra environment such as RELEASE_VERSION. Resolves with the build's version.json.
 */
export async function buildRemote(
  appDir: string,
  outputPath: string,
  env: Record<string, string> = {},
  { server = false }: RemoteBuildOptions = {},
): Promise<{ name: string; version: string }> {
  await runWebpack(appDir, ['--output-path', outputPath], env);
  // After the client build: its output.clean would remove a server build made first.
  if (server)
    await runWebpack(
      appDir,
      ['--config', 'webpack.server.config.js', '--output-path', path.join(outputPath, 'server')],
      env,
    );
  return JSON.parse(fs.readFileSync(path.join(outputPath, 'version.json'), 'utf8'));
}

/**
 * A copy of a web app's folder (without its builds) beside the original, whose sources `edit` may
 * change: another release of the same app, built by `buildRemote` like the original (the copy sits in
 * the same workspace, so it resolves the same packages and workspace sources). `remove()` deletes it.
 */
export function copyApp(appDir: string, name: string, edit: (copyDir: string) => void) {
  const copyDir = path.join(path.dirname(appDir), `.e2e-copy-${path.basename(appDir)}-${name}-${process.pid}`);
  fs.rmSync(copyDir, { recursive: true, force: true });
  fs.cpSync(appDir, copyDir, {
    recursive: true,
    filter: (source) => !['node_modules', 'dist', '.turbo'].includes(path.basename(source)),
  });
  // The app's own dependencies (those npm did not hoist to the workspace's node_modules).
  if (fs.existsSync(path.join(appDir, 'node_modules')))
    fs.symlinkSync(path.join(appDir, 'node_modules'), path.join(copyDir, 'node_modules'), 'dir');
  edit(copyDir);
  return { dir: copyDir, remove: () => fs.rmSync(copyDir, { recursive: true, force: true }) };
}

function runWebpack(appDir: string, extraArgs: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const args = [webpackBin, '--mode', 'production', '--no-devtool', ...extraArgs];
    const child = spawn(process.execPath, args, {
      cwd: appDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`building ${appDir} failed (exit ${code}):\n${output}`));
      resolve();
    });
  });
}
