#!/usr/bin/env node
// Fails when the Drizzle migrations folder and the schema disagree, so a schema change cannot land
// without its migration and `npm run db:generate` always diffs from the real last state:
//  1. every migration in meta/_journal.json has its snapshot, and the snapshots form one chain
//     (each prevId is the id of the one before; drizzle-kit diffs from the last snapshot it finds);
//  2. `drizzle-kit check` (its own collision and format checks);
//  3. `drizzle-kit generate` into a copy of the folder writes nothing: the schema in src/ is exactly
//     what the migrations build. When it would write a migration, the SQL is printed.
// Runs as part of the API's lint (docs/testing.md); `npm run db:check -w @phoneparts/api` alone.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const apiDir = path.join(__dirname, '..');
const migrationsDir = path.join(apiDir, 'drizzle');
// The same values as drizzle.config.ts; the copy's folder is given on the command line instead.
const schema = './src/database/schema/index.ts';
// The package's exports hide its bin (and package.json): it sits beside the main entry.
const drizzleKit = path.join(path.dirname(require.resolve('drizzle-kit', { paths: [apiDir] })), 'bin.cjs');

const problems = [];

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function checkSnapshotChain() {
  const journal = readJson(path.join(migrationsDir, 'meta', '_journal.json'));
  let previousId = '00000000-0000-0000-0000-000000000000';
  const expected = new Set();
  journal.entries.forEach((entry, index) => {
    if (entry.idx !== index) problems.push(`journal entry ${entry.tag} has idx ${entry.idx}, expected ${index}`);
    if (!fs.existsSync(path.join(migrationsDir, `${entry.tag}.sql`))) problems.push(`${entry.tag}.sql is missing`);
    const name = `${entry.tag.split('_')[0]}_snapshot.json`;
    expected.add(name);
    const file = path.join(migrationsDir, 'meta', name);
    if (!fs.existsSync(file)) {
      problems.push(`meta/${name} is missing (migration ${entry.tag})`);
      return;
    }
    const snapshot = readJson(file);
    if (snapshot.prevId !== previousId) {
      problems.push(`meta/${name} has prevId ${snapshot.prevId}, expected ${previousId} (the snapshot before it)`);
    }
    previousId = snapshot.id;
  });
  for (const name of fs.readdirSync(path.join(migrationsDir, 'meta'))) {
    if (name.endsWith('_snapshot.json') && !expected.has(name)) problems.push(`meta/${name} has no journal entry`);
  }
}

function drizzle(args) {
  return execFileSync(process.execPath, [drizzleKit, ...args], { cwd: apiDir, encoding: 'utf8', stdio: 'pipe' });
}

function checkWithDrizzleKit() {
  try {
    drizzle(['check', '--dialect', 'postgresql', '--out', './drizzle']);
  } catch (error) {
    problems.push(`drizzle-kit check failed:\n${error.stdout}${error.stderr}`);
  }
}

function checkNothingToGenerate() {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'drizzle-check-'));
  try {
    fs.cpSync(migrationsDir, copy, { recursive: true });
    const before = new Set(fs.readdirSync(copy));
    // drizzle-kit reads --out relative to the working directory, even when absolute.
    drizzle(['generate', '--dialect', 'postgresql', '--schema', schema, '--out', path.relative(apiDir, copy)]);
    const added = fs.readdirSync(copy).filter((name) => !before.has(name));
    for (const name of added) {
      problems.push(
        `the schema differs from the migrations; drizzle-kit would write ${name}:\n` +
          fs.readFileSync(path.join(copy, name), 'utf8') +
          '\nRun `npm run db:generate -w @phoneparts/api` and commit the migration with the schema change.',
      );
    }
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

checkSnapshotChain();
checkWithDrizzleKit();
if (problems.length === 0) checkNothingToGenerate();

if (problems.length > 0) {
  console.error(`Drizzle migrations check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Drizzle migrations: snapshots chained, schema and migrations agree.');
