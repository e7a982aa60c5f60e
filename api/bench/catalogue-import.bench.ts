import { type CatalogueImportAnswer, catalogueColumns, partCategories, partGrades } from '@phoneparts/contracts';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { result, type BenchResult } from '@phoneparts/bench-results';
import { showMillis, startCpuMeter } from './cpu';
import { getBytes, type Latency, measureLatency } from './latency';
import { bearerFor, scratchDatabase } from './postgres';
import { startApi, stop } from './servers';

/** A real seller's catalogue at the top of its range. */
const parts = Number(process.env.BENCH_IMPORT_PARTS ?? 20_000);
const targets = { previewMs: 5_000, applyMs: 15_000, exportMs: 3_000, readSlowdown: 1.5 };
const samples = Number(process.env.BENCH_SAMPLES ?? 200);
const sorts = ['default', 'name-asc', 'name-desc', 'price-asc', 'price-desc'];

/**
 * Catalogue pages as the home grid asks for them (sorts, a category) and searches a shopper types, each
 * query different (the page size moves too) so that every one misses the API's answer cache. The same
 * list is asked of the demo catalogue and of the 20,000 parts.
 */
function catalogueReads(): { lists: string[]; searches: string[] } {
  const lists: string[] = [];
  const searches: string[] = [];
  const words = ['iphone 13', 'galaxy', 'battery', 'screen', 'model 12', 'apple model', 'samsung camera', 'pixel'];
  const more = ['charging port', 'back glass', 'bench-0001', 'oled', 'xiaomi model 3 speaker', 'premium', 'flex'];
  for (let limit = 12; limit <= 40; limit++)
    for (const [i, sort] of sorts.entries()) {
      const category = (limit + i) % 3 === 0 ? `&category=${partCategories[(limit + i) % partCategories.length]}` : '';
      lists.push(`limit=${limit}&sort=${sort}${category}`);
      for (const word of [...words, ...more].filter((_, w) => (w + limit + i) % 5 === 0))
        searches.push(`q=${encodeURIComponent(word)}&limit=${limit}&sort=${sort}`);
    }
  return { lists: lists.slice(0, samples), searches: searches.slice(0, samples) };
}

const brands = ['Apple', 'Samsung', 'Google', 'OnePlus', 'Xiaomi'];
const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** Row `i` of the seller's file; `priceCents` moves every price for the update run. */
function row(i: number, priceCents: number): string {
  const brand = brands[i % brands.length];
  const model = `${brand} Model ${1 + (i % 400)}`;
  const category = partCategories[i % partCategories.length];
  const price = ((priceCents + (i % 9000)) / 100).toFixed(2);
  const cells: Record<(typeof catalogueColumns)[number], string> = {
    sku: `BENCH-${String(i).padStart(6, '0')}`,
    name: `${model} ${category.replace('-', ' ')} ${partGrades[i % partGrades.length]} #${i}`,
    description: `Replacement ${category} for the ${model}, tested before shipping, with adhesive and a 90-day warranty.`,
    price,
    minQuantity: String(1 + (i % 5)),
    availableQuantity: String(20 + (i % 500)),
    brand,
    models: `${model}|${model} Pro`,
    category,
    grade: partGrades[i % partGrades.length],
    warrantyDays: String([30, 90, 180, 365][i % 4]),
    picture: '/images/parts/iphone-12-battery.svg',
    priceBands: i % 3 === 0 ? `10:${(Number(price) * 0.95).toFixed(2)}|50:${(Number(price) * 0.9).toFixed(2)}` : '',
  };
  return catalogueColumns.map((c) => quote(cells[c])).join(',');
}

const file = (priceCents: number) =>
  Buffer.from(
    [catalogueColumns.join(','), ...Array.from({ length: parts }, (_, i) => row(i, priceCents))].join('\n') + '\n',
  );

/** The API process's resident memory (kB), from /proc; null where there is none. */
function residentKb(pid: number | undefined): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) : null;
  } catch {
    return null;
  }
}

/**
 * The catalogue import and export at a real seller's size on PostgreSQL (docs/product.md#22-import-and-export):
 * a 20,000-row file previewed and applied as new parts, the export streamed, the export imported again
 * (every row must come back unchanged), then a file moving every price applied as updates. Each step
 * once, timed from the request to the last byte of the answer, with the API's and PostgreSQL's CPU.
 * Around it, catalogue pages and searches on the demo catalogue and then on the 20,000 parts.
 */
export async function catalogueImport(scratch: string, serverUrl: string): Promise<BenchResult[]> {
  const database = await scratchDatabase(serverUrl);
  let api;
  try {
    const admin = await bearerFor(database.pool, 'bench-admin@load.example', 'admin');
    // The demo catalogue first: the catalogue's reads at its size are the yardstick for the 20,000 parts.
    api = await startApi({
      databaseUrl: database.url,
      seedDemoData: true,
      logFile: path.join(scratch, 'import-api.log'),
    });
    const pid = api.child.pid;
    const reads = catalogueReads();
    const read = (query: string) => getBytes(`${api!.url}/parts?${query}`);
    const measureReads = async () => ({
      lists: await measureLatency(reads.lists.length - 5, (i) => read(reads.lists[i])),
      searches: await measureLatency(reads.searches.length - 5, (i) => read(reads.searches[i])),
    });
    const small = await measureReads();

    /** One request, timed to its last byte, with the CPU it cost and the API's peak memory meanwhile. */
    const timed = async <T>(send: () => Promise<T>) => {
      const meter = await startCpuMeter(pid, { pool: database.pool, database: database.name });
      const before = residentKb(pid);
      let peak = before ?? 0;
      const sampler = setInterval(() => (peak = Math.max(peak, residentKb(pid) ?? 0)), 20);
      const start = process.hrtime.bigint();
      try {
        const answer = await send();
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        return { answer, ms, cpu: await meter.stop(), rssGrowthMb: before === null ? null : (peak - before) / 1024 };
      } finally {
        clearInterval(sampler);
      }
    };
    const importFile = (bytes: Buffer, query: string) =>
      timed(async () => {
        const res = await fetch(`${api!.url}/admin/catalogue/import?${query}`, {
          method: 'POST',
          headers: { ...admin, 'content-type': 'text/csv' },
          body: bytes,
        });
        const text = await res.text();
        if (res.status !== 201) throw new Error(`import ${query} answered ${res.status}: ${text.slice(0, 300)}`);
        return JSON.parse(text) as CatalogueImportAnswer;
      });
    const exportCatalogue = () =>
      timed(async () => {
        const res = await fetch(`${api!.url}/admin/catalogue/export.csv`, { headers: admin });
        const body = Buffer.from(await res.arrayBuffer());
        if (res.status !== 200) throw new Error(`export answered ${res.status}: ${body.toString().slice(0, 300)}`);
        return body;
      });

    const created = file(1999);
    console.log(`Importing ${parts} parts (${(created.length / 1024 / 1024).toFixed(1)} MB)…`);
    const preview = await importFile(created, 'dryRun=true');
    const apply = await importFile(created, `mode=all-or-nothing&expect=${preview.answer.expect}`);
    const exported = await exportCatalogue();
    const again = await importFile(exported.answer, 'dryRun=true');
    const update = await importFile(file(2499), 'mode=all-or-nothing');
    // The import's writes dropped the answer cache: every query is read from the 20,000 parts.
    const large = await measureReads();

    const load = `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} shared CPUs`;
    const cpuNote = (step: { cpu: { api: number | null; postgres: number | null } }) =>
      `API CPU ${showMillis(step.cpu.api)}, PostgreSQL CPU ${showMillis(step.cpu.postgres)}`;
    // A step that did not do all its work fails whatever its time.
    const figure = (name: string, ms: number, target: number, note: string, pass: boolean) =>
      result({ name, value: ms, unit: 'ms', baseline: null, ratio: null, target, targetOn: 'value', note, pass });
    const roundTrip = again.answer.counts;
    const roundTripClean = roundTrip.unchanged > parts && again.answer.rows.every((r) => r.verdict === 'unchanged');
    const readFigure = (name: string, big: Latency, yardstick: Latency) =>
      result({
        name,
        value: big.p95,
        unit: 'ms',
        baseline: yardstick.p95,
        ratio: yardstick.p95 / big.p95,
        target: 1 / targets.readSlowdown,
        targetOn: 'ratio',
        note: `p95 over ${big.count} distinct queries one after another (each misses the answer cache) with ${parts} more parts than the demo catalogue; baseline = the same queries on the demo catalogue (p50 ${yardstick.p50.toFixed(1)} ms there, ${big.p50.toFixed(1)} ms here); target: at most ${targets.readSlowdown}x; ${load}`,
      });
    return [
      figure(
        'catalogue-import-20k-preview',
        preview.ms,
        targets.previewMs,
        `${parts} new parts, ${(created.length / 1024 / 1024).toFixed(1)} MB; ${cpuNote(preview)}; API memory +${preview.rssGrowthMb?.toFixed(0)} MB at its peak; ${load}`,
        preview.answer.counts.create === parts,
      ),
      figure(
        'catalogue-import-20k-apply',
        apply.ms,
        targets.applyMs,
        `${apply.answer.counts.create} parts created in one transaction (all or nothing, with the preview's expect); ${cpuNote(apply)}; ${load}`,
        apply.answer.applied && apply.answer.counts.create === parts,
      ),
      figure(
        'catalogue-import-20k-update',
        update.ms,
        targets.applyMs,
        `every price of ${update.answer.counts.update} parts moved; ${cpuNote(update)}; ${load}`,
        update.answer.applied && update.answer.counts.update === parts,
      ),
      figure(
        'catalogue-export-20k',
        exported.ms,
        targets.exportMs,
        `${(exported.answer.length / 1024 / 1024).toFixed(1)} MB streamed; ${cpuNote(exported)}; API memory +${exported.rssGrowthMb?.toFixed(0)} MB at its peak; imported again: ${roundTrip.unchanged} unchanged, ${roundTrip.create + roundTrip.update + roundTrip.refused} otherwise (preview ${again.ms.toFixed(0)} ms)`,
        roundTripClean,
      ),
      readFigure('catalogue-list-20k-p95', large.lists, small.lists),
      readFigure('catalogue-search-20k-p95', large.searches, small.searches),
    ];
  } finally {
    stop(api);
    await database.drop();
  }
}
