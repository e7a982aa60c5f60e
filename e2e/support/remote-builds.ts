import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './repo-root';

const webpackBin = path.join(repoRoot, 'tools', 'webpack-config', 'bin', 'webpack.js');

/**
 * Builds a web app (a folder with a webpack.config.js made by @phoneparts/webpack-config) into
 * `outputPath`, in production mode without source maps (the release tests never read them), with
 * extra environment such as RELEASE_VERSION. Resolves with the build's version.json.
 */
export function buildRemote(
  appDir: string,
  outputPath: string,
  env: Record<string, string> = {},
): Promise<{ name: string; version: string }> {
  return new Promise((resolve, reject) => {
    const args = [webpackBin, '--mode', 'production', '--no-devtool', '--output-path', outputPath];
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
      resolve(JSON.parse(fs.readFileSync(path.join(outputPath, 'version.json'), 'utf8')));
    });
  });
}
