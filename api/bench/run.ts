import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { busySeason } from './busy-season.bench';
import { cartCheckout } from './cart-checkout.bench';
import { cartOrder } from './cart-order.bench';
import { catalogueImport } from './catalogue-import.bench';
import { catalogueRead } from './catalogue-read.bench';
import { orderPlacement } from './order-placement.bench';
import { postgresReads } from './postgres-reads.bench';
import { mergeResults, printResult, resultsFile, type BenchResult } from '@phoneparts/bench-results';

/**
 * `npm run bench`: every benchmark of docs/benchmarks.md, each against a baseline measured in the same
 * run, merged into bench/results.json by name. The PostgreSQL ones need DATABASE_URL (a server where
 * the role may create databases); without it they are left out and say so. BENCH_ONLY=name,name picks.
 * Exit code 1 when a target is not met: the figure is recorded either way.
 */
const only = process.env.BENCH_ONLY?.split(',');
const wanted = (name: string) => !only || only.includes(name);

async function main() {
  console.log('Building the API (tsc)…');
  execFileSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-p', path.join(__dirname, '..', 'tsconfig.build.json')],
    { stdio: 'inherit' },
  );
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'phoneparts-bench-'));
  const results: BenchResult[] = [];
  const record = (r: BenchResult | BenchResult[]) => {
    for (const one of [r].flat()) {
      printResult(one);
      results.push(one);
      mergeResults([one]); // each figure is kept even if a later benchmark fails
    }
  };
  try {
    if (wanted('catalogue-read')) record(await catalogueRead(scratch));
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl)
      console.log(
        'DATABASE_URL is not set: the PostgreSQL benchmarks (order placement, admin lists, search, cart checkout, catalogue import) are left out.',
      );
    else {
      if (wanted('order-placement')) record(await orderPlacement(scratch, serverUrl));
      if (wanted('postgres-reads')) record(await postgresReads(scratch, serverUrl));
      if (wanted('busy-season')) record(await busySeason(scratch, serverUrl));
      if (wanted('cart-checkout')) record(await cartCheckout(scratch, serverUrl));
      if (wanted('cart-order')) record(await cartOrder(scratch, serverUrl));
      if (wanted('catalogue-import')) record(await catalogueImport(scratch, serverUrl));
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(
    `\n${results.filter((r) => r.pass).length} of ${results.length} targets met; written to ${path.relative(process.cwd(), resultsFile)}`,
  );
  if (results.some((r) => !r.pass)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
