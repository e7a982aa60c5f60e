import {
  type CatalogueImportAnswer,
  catalogueColumns,
  partCategories,
  partGrades,
  type Part,
  type PartFacets,
} from '@phoneparts/contracts';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { result, type BenchResult } from '@phoneparts/bench-results';
import { showMillis, startCpuMeter } from './cpu';
import { getBytes, type Latency, measurePairedLatency } from './latency';
import { CatalogueCache } from '../src/parts/catalogue-cache';
import { type CatalogueFacts, catalogueReads } from './catalogue-scale-reads';
import { bearerFor, scratchDatabase } from './postgres';
import { startApi, stop } from './servers';

/** A real seller's catalogue at the top of its range. */
const parts = Number(process.env.BENCH_IMPORT_PARTS ?? 20_000);
const targets = { previewMs: 5_000, applyMs: 15_000, exportMs: 3_000, readSlowdown: 1.5 };
const samples = Number(process.env.BENCH_SAMPLES ?? 200);
/** The facets are one URL: each sample waits out the answer cache's lifetime first, so fewer of them. */
const facetSamples = Number(process.env.BENCH_FACET_SAMPLES ?? 30);
const skuOf = (i: number) => `BENCH-${String(i).padStart(6, '0')}`;
const brands = ['Apple', 'Samsung', 'Google', 'OnePlus', 'Xiaomi'];
const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** Row `i` of the seller's file; `priceCents` moves every price for the update run. */
function row(i: number, priceCents: number): string {
  const brand = brands[i % brands.length];
  const model = `${brand} Model ${1 + (i % 400)}`;
  const category = partCategories[i % partCategories.length];
  const price = ((priceCents + (i % 9000)) / 100).toFixed(2);
  const cells: Record<(typeof catalogueColumns)[number], string> = {
    sku: skuOf(i),
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

/** The seller's whole file; `priceCents` moves every price (the update run). */
export const file = (priceCents: number) =>
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
 * After it, the catalogue's reads on the 20,000 parts, each in turn with the same kind of read on the
 * demo catalogue (a second database and API beside it), so that both see the same load.
 */
export async function catalogueImport(scratch: string, serverUrl: string): Promise<BenchResult[]> {
  const database = await scratchDatabase(serverUrl);
  const demoDatabase = await scratchDatabase(serverUrl);
  let api;
  let demoApi;
  try {
    const admin = await bearerFor(database.pool, 'bench-admin@load.example', 'admin');
    const demoAdmin = await bearerFor(demoDatabase.pool, 'bench-admin@load.example', 'admin');
    // Both start with the demo catalogue; the 20,000 parts are imported into the first one.
    api = await startApi({
      databaseUrl: database.url,
      seedDemoData: true,
      logFile: path.join(scratch, 'import-api.log'),
    });
    demoApi = await startApi({
      databaseUrl: demoDatabase.url,
      seedDemoData: true,
      logFile: path.join(scratch, 'import-demo-api.log'),
    });
    const pid = api.child.pid;
    const json = async <T>(url: string) => (await fetch(url, { headers: admin })).json() as Promise<T>;
    const factsOf = async (apiUrl: string, skus?: string[]): Promise<CatalogueFacts> => ({
      facets: await json<PartFacets>(`${apiUrl}/parts/facets`),
      skus: skus ?? (await json<Part[]>(`${apiUrl}/parts?limit=100`)).map((p) => p.sku),
    });
    type Reads = ReturnType<typeof catalogueReads>;
    /**
     * Each kind's queries one after another, each in turn with the demo catalogue's query of the same
     * kind; the first five warm up (JIT, connections). Answers the 20,000 parts' and the demo's.
     */
    const measureReads = async (large: Reads, small: Reads) => {
      const kind = async (name: keyof Reads, headers: [Record<string, string>, Record<string, string>] = [{}, {}]) =>
        measurePairedLatency(
          Math.min(large[name].length, small[name].length) - 5,
          (i) => getBytes(`${api!.url}/parts?${large[name][i]}`, headers[0]),
          (i) => getBytes(`${demoApi!.url}/parts?${small[name][i]}`, headers[1]),
        );
      return {
        lists: await kind('lists'),
        searches: await kind('searches'),
        devices: await kind('devices'),
        // The dashboard sends its admin's token with every read.
        adminPages: await kind('adminPages', [admin, demoAdmin]),
        skuSearches: await kind('skuSearches', [admin, demoAdmin]),
        facets: await measurePairedLatency(
          facetSamples,
          () => getBytes(`${api!.url}/parts/facets`),
          () => getBytes(`${demoApi!.url}/parts/facets`),
          1,
          CatalogueCache.ttlMs + 50,
        ),
      };
    };
    const demoFacts = await factsOf(demoApi.url);
    const demoReads = catalogueReads(demoFacts, samples);

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
    // As many part numbers as the demo catalogue has, spread over the 20,000.
    const demoSkus = demoFacts.skus.length;
    const largeReads = catalogueReads(
      await factsOf(
        api.url,
        Array.from({ length: demoSkus }, (_, i) => skuOf(Math.floor((i * parts) / demoSkus))),
      ),
      samples,
    );
    const paired = await measureReads(largeReads, demoReads);
    const large = Object.fromEntries(Object.entries(paired).map(([k, [big]]) => [k, big])) as Record<
      keyof typeof paired,
      Latency
    >;
    const small = Object.fromEntries(Object.entries(paired).map(([k, [, yardstick]]) => [k, yardstick])) as Record<
      keyof typeof paired,
      Latency
    >;

    const load = `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} shared CPUs`;
    const cpuNote = (step: { cpu: { api: number | null; postgres: number | null } }) =>
      `API CPU ${showMillis(step.cpu.api)}, PostgreSQL CPU ${showMillis(step.cpu.postgres)}`;
    // A step that did not do all its work fails whatever its time.
    const figure = (name: string, ms: number, target: number, note: string, pass: boolean) =>
      result({ name, value: ms, unit: 'ms', baseline: null, ratio: null, target, targetOn: 'value', note, pass });
    const roundTrip = again.answer.counts;
    const roundTripClean = roundTrip.unchanged > parts && again.answer.rows.every((r) => r.verdict === 'unchanged');
    const readFigure = (name: string, big: Latency, yardstick: Latency, what: string, how = 'distinct queries') =>
      result({
        name,
        value: big.p95,
        unit: 'ms',
        baseline: yardstick.p95,
        ratio: yardstick.p95 / big.p95,
        target: 1 / targets.readSlowdown,
        targetOn: 'ratio',
        note: `${what}: p95 over ${big.count} ${how} one after another (each misses the answer cache) with ${parts} more parts than the demo catalogue; baseline = the same kind on the demo catalogue (a second API and database), in turns with these (p50 ${yardstick.p50.toFixed(1)} ms there, ${big.p50.toFixed(1)} ms here; largest answer ${(yardstick.maxBytes / 1024).toFixed(1)} KB there, ${(big.maxBytes / 1024).toFixed(1)} KB here); target: at most ${targets.readSlowdown}x; ${load}`,
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
      readFigure('catalogue-list-20k-p95', large.lists, small.lists, 'catalogue pages'),
      readFigure('catalogue-search-20k-p95', large.searches, small.searches, 'searches'),
      readFigure(
        'catalogue-facets-20k-p95',
        large.facets,
        small.facets,
        'GET /parts/facets',
        `reads, each after the answer cache's ${CatalogueCache.ttlMs} ms,`,
      ),
      readFigure('catalogue-device-parts-20k-p95', large.devices, small.devices, "shop by device (a model's parts)"),
      readFigure('catalogue-admin-pages-20k-p95', large.adminPages, small.adminPages, "Manage Products' pages"),
      readFigure(
        'catalogue-admin-sku-search-20k-p95',
        large.skuSearches,
        small.skuSearches,
        "Manage Products' SKU search",
      ),
    ];
  } finally {
    stop(api);
    stop(demoApi);
    await database.drop();
    await demoDatabase.drop();
  }
}
