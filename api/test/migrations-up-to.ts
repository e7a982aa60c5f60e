import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../src/database/database';

interface Journal {
  entries: { tag: string }[];
}

/**
 * A copy of the migrations folder holding only the migrations before `tag` (or through it, with
 * `{ including: true }`), whatever their numbers: a migration spec migrates a scratch database to
 * there, writes rows of that day's shape, then runs the migration it tests.
 */
export function migrationsUpTo(tag: string, { including = false } = {}): string {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`No migration ${tag}`);
  const kept = journal.entries.slice(0, including ? at + 1 : at);
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-up-to-'));
  mkdirSync(path.join(folder, 'meta'));
  for (const entry of kept)
    copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  return folder;
}
