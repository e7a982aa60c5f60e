#!/usr/bin/env node
// Keeps the repository readable on its own: a comment, test name or doc that cites a rule must point
// into this repository's docs (`docs/product.md#5-validation`), and every such link must land on a
// heading that exists. A tracker number or a document outside the repository cannot be followed by the
// next reader, so both fail `npm run check` (tracker numbers belong in commit messages).
//
// Usage: node scripts/check-citations.js [file …]   (no files: every file git tracks)
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** Files whose text is data, not prose anyone reads as a citation. */
const skipped = [/^package-lock\.json$/, /(^|\/)bench\/results\.json$/, /\.(png|jpe?g|gif|ico|svg|woff2?|tar|gz|br)$/];

/** What a reader cannot follow, each with the advice the failure prints. */
const forbidden = [
  {
    pattern: /\b[Ii]ssues? #?\d+/,
    advice: 'a tracker number: say the rule or the why, and cite docs/… (the number belongs in the commit message)',
  },
  { pattern: /\bdesign(\.md)? §/, advice: 'a document outside the repository: cite docs/architecture.md#…' },
  { pattern: /\bdesign\.md\b/, advice: 'a document outside the repository: cite docs/architecture.md#…' },
  { pattern: /\bspec\s§/i, advice: 'a document outside the repository: cite docs/product.md#…' },
  { pattern: /(^|[^\w-])shared\/(spec|design|notes)\b/, advice: 'a file outside the repository: cite docs/…' },
  // A bare section sign names a section of some document the reader has to guess; standards keep theirs.
  { pattern: /§\s?\d/, unless: /\b(RFC|ISO|ECMA-?)\s?\d/, advice: 'a section of a document outside the repository' },
];

/** `docs/x.md#anchor` (or `../x.md#anchor` inside docs/): the heading must exist. */
const docLink = /(?:^|[^\w./-])((?:[\w.-]+\/)*docs\/[\w./-]+\.md)#([\w-]+)/g;

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorsByDoc = new Map();
function anchorsOf(docPath) {
  if (!anchorsByDoc.has(docPath)) {
    const file = path.join(root, docPath);
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    const anchors = text
      ? new Set(
          text
            .split('\n')
            .filter((line) => /^#{1,6} /.test(line))
            .map((line) => slug(line.replace(/^#+ /, ''))),
        )
      : null;
    anchorsByDoc.set(docPath, anchors);
  }
  return anchorsByDoc.get(docPath);
}

function trackedFiles() {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
}

function check(files) {
  const problems = [];
  for (const file of files) {
    if (skipped.some((pattern) => pattern.test(file)) || file === 'scripts/check-citations.js') continue;
    const full = path.join(root, file);
    if (!fs.existsSync(full) || !fs.statSync(full).isFile()) continue;
    const lines = fs.readFileSync(full, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      const rule = forbidden.find(({ pattern, unless }) => pattern.test(line) && !(unless && unless.test(line)));
      if (rule) problems.push(`${where}: ${rule.advice}\n    ${line.trim()}`);
      for (const match of line.matchAll(docLink)) {
        const docPath = match[1].replace(/^(\.\.\/)+/, '').replace(/^.*?(?=docs\/)/, '');
        const anchors = anchorsOf(docPath);
        if (!anchors) problems.push(`${where}: ${docPath} does not exist`);
        else if (!anchors.has(match[2])) problems.push(`${where}: ${docPath} has no heading #${match[2]}`);
      }
    });
  }
  return problems;
}

const problems = check(process.argv.length > 2 ? process.argv.slice(2) : trackedFiles());
if (problems.length > 0) {
  console.error(`${problems.length} citation(s) a reader cannot follow:\n\n${problems.join('\n')}`);
  process.exit(1);
}
