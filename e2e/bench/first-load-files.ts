import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { remotePages } from '@phoneparts/contracts';
import { repoRoot } from '../support/repo-root';

/** build-report/first-load.json of a web app (tools/webpack-config/first-load-report-plugin.js). */
interface FirstLoadReport {
  entry?: { files: string[]; consumes: string[] };
  remoteEntry?: string[];
  exposes: Record<string, { files: string[]; consumes: string[] }>;
  shared: Record<string, { files: string[]; consumes: string[] }>;
}

export interface BuiltFile {
  /** e.g. `shell/main.js`, `storefront-mfe/remoteEntry.js` */
  file: string;
  /** why it loads: the entry, the remote entry, the page module or a shared module */
  role: string;
  gzipBytes: number;
}

const appDirs = { shell: 'shell', storefront: 'storefront-mfe', dashboard: 'dashboard-mfe' } as const;

function readReport(app: string): FirstLoadReport {
  const file = path.join(repoRoot, app, 'build-report', 'first-load.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the web apps first (npm run build)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as FirstLoadReport;
}

/**
 * The JavaScript a browser downloads to show `route` on a first visit, from the production builds:
 * the shell's entry and the shared modules it starts with, the route's remote entry, exposed module
 * and route loader module, and the shared modules that module consumes which the shell has not loaded yet — each
 * from the shell, as the federation runtime picks them (shareStrategy 'loaded-first', every
 * singleton provided by the shell). Sizes are gzip level 9 of the built files.
 */
export function firstLoadFiles(route: string): BuiltFile[] {
  const page = remotePages.find((p) => p.route === route);
  if (!page) throw new Error(`no remote page is routed at ${route}`);
  const shell = readReport(appDirs.shell);
  const remoteDir = appDirs[page.remote];
  const remote = readReport(remoteDir);
  const exposed = remote.exposes[page.expose];
  if (!shell.entry) throw new Error('the shell build reports no entry');
  if (!remote.remoteEntry || !exposed) throw new Error(`${page.remote} reports no ${page.expose}`);

  const files = new Map<string, string>();
  const add = (app: string, names: string[], role: string) =>
    names.forEach((name) => files.has(`${app}/${name}`) || files.set(`${app}/${name}`, role));
  const loaded = new Set<string>();
  const addShared = (names: string[]) => {
    for (const name of names) {
      if (loaded.has(name)) continue;
      loaded.add(name);
      const provided = shell.shared[name] ?? remote.shared[name];
      if (!provided) throw new Error(`no build provides the shared module ${name}`);
      add(shell.shared[name] ? appDirs.shell : remoteDir, provided.files, `shared ${name}`);
      addShared(provided.consumes);
    }
  };

  // index.html's parser-blocking script runs on every page (a copied file, not in webpack's report).
  add(appDirs.shell, ['first-screen.js'], 'shell first screen');
  add(appDirs.shell, shell.entry.files, 'shell entry');
  addShared(shell.entry.consumes);
  add(remoteDir, remote.remoteEntry, `${page.remote} remote entry`);
  add(remoteDir, exposed.files, `${page.id}`);
  addShared(exposed.consumes);
  // The page's route loader, a module of its own that the shell's route loads beside the page.
  if (page.loader) {
    const loader = remote.exposes[page.loader];
    if (!loader) throw new Error(`${page.remote} reports no ${page.loader}`);
    add(remoteDir, loader.files, `${page.remote}/${page.loader.slice(2)}`);
    addShared(loader.consumes);
  }

  return [...files].map(([file, role]) => ({
    file,
    role,
    gzipBytes: gzipSync(fs.readFileSync(path.join(repoRoot, path.dirname(file), 'dist', path.basename(file))), {
      level: 9,
    }).length,
  }));
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** One line per file, largest first, and the total: what a failed budget prints. */
export function describeFiles(files: BuiltFile[]): string {
  const lines = [...files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((f) => `${kb(f.gzipBytes).toFixed(1).padStart(7)} KB  ${f.file}  (${f.role})`);
  const total = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return [...lines, `${kb(total).toFixed(1).padStart(7)} KB  total`].join('\n');
}
