// `npm run dev` for shared-ui: keeps dist/ current while you edit, so the apps' dev servers (which
// watch the files they import, dist/ included) reload. tsc rebuilds the TypeScript; stylesheets are
// copied again whenever one changes.
const { spawn, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const copyCss = path.join(__dirname, 'copy-css.js');
execFileSync(process.execPath, [copyCss], { stdio: 'inherit' });
fs.watch(path.join(__dirname, '..', 'src'), { recursive: true }, (_event, file) => {
  if (file && file.endsWith('.css')) execFileSync(process.execPath, [copyCss], { stdio: 'inherit' });
});
const tsc = spawn(
  process.execPath,
  [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'],
  {
    cwd: path.join(__dirname, '..'),
    stdio: 'inherit',
  },
);
tsc.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => tsc.kill(signal));
