import { ConflictException, Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import {
  type CatalogueImportAnswer,
  type CatalogueImportQuery,
  type CatalogueImportRow,
  catalogueImportVerdicts,
  catalogueTransferMessages as m,
  skuField,
} from '@phoneparts/contracts';
import { createHash } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { Tx } from '../database/database';
import { pgErrorCode, pgErrorCodes } from '../database/pg-errors';
import { EventBus, Transactions } from '../events';
import { type PartRow } from '../parts';
import { type ImportRecord, readCatalogueFile } from './catalogue-file';
import { CatalogueTransferRepository } from './catalogue-transfer.repository';
import { judgeRows } from './import-verdicts';

/**
 * The catalogue import (docs/product.md#22-import-and-export). A preview judges every row against the
 * parts as they are; an apply judges them again inside its transaction, on the parts it locked, and
 * writes every accepted row at once (or none, in all-or-nothing mode). A stock cell says "set to N":
 * written on the locked row, so sales before it are replaced by the count and sales after it come off
 * it; an apply that names the preview's `expect` is refused if any of the file's parts changed since.
 */
@Injectable()
export class CatalogueImportService {
  constructor(
    private readonly repository: CatalogueTransferRepository,
    private readonly transactions: Transactions,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(file: Buffer, query: CatalogueImportQuery): Promise<CatalogueImportAnswer> {
    const { records } = readCatalogueFile(file);
    const skus = fileSkus(records);
    if (query.dryRun) {
      const existing = await this.repository.findBySkus(skus);
      return this.answer(records, existing, skus, false).answer;
    }
    const answer = await this.transactions
      .run(async (tx) => {
        const existing = await this.repository.findBySkus(skus, tx);
        const judged = this.answer(records, existing, skus, true);
        if (query.expect !== undefined && query.expect !== judged.answer.expect)
          throw new ConflictException(m.changedSincePreview);
        const refused = judged.answer.counts.refused;
        if (query.mode === 'all-or-nothing' && refused > 0)
          throw new UnprocessableEntityException({ message: m.notApplied(refused), ...judged.answer, applied: false });
        await this.write(tx, judged.plan);
        // A stock cell may raise a sold-out part's count: the back-in-stock sweep looks after commit.
        if (judged.answer.counts.create + judged.answer.counts.update > 0)
          this.events.publish({ type: 'parts-changed', mayRaiseStock: true }, tx);
        return judged.answer;
      })
      .catch(skuCreatedMeanwhile);
    return answer;
  }

  private answer(records: ImportRecord[], existing: PartRow[], skus: string[], applied: boolean) {
    const bySku = new Map(existing.map((part) => [part.sku.toLowerCase(), part]));
    const plan = judgeRows(records, bySku, { warrantyDays: this.config.catalogue.warrantyDays });
    const answer: CatalogueImportAnswer = {
      counts: countVerdicts(plan.rows),
      rows: plan.rows,
      applied,
      expect: stateOf(skus, bySku),
    };
    return { plan, answer };
  }

  private async write(tx: Tx, plan: ReturnType<typeof judgeRows>): Promise<void> {
    await this.repository.insertMany(tx, plan.creates);
    await this.repository.updateMany(tx, plan.updates);
  }
}

/** The lower-cased valid SKUs the file names, each once, sorted. */
function fileSkus(records: ImportRecord[]): string[] {
  const skus = new Set<string>();
  for (const record of records) {
    const sku = skuField.safeParse(record.cells.sku ?? '');
    if (sku.success) skus.add(sku.data.toLowerCase());
  }
  return [...skus].sort();
}

/** A digest of which of the file's SKUs exist and at which version: it changes with any sale or edit of them. */
function stateOf(skus: string[], bySku: ReadonlyMap<string, PartRow>): string {
  const hash = createHash('sha256');
  for (const sku of skus) {
    const part = bySku.get(sku);
    hash.update(`${sku}\u0000${part ? `${part.id}\u0000${part.version}` : '-'}\n`);
  }
  return hash.digest('hex');
}

function countVerdicts(rows: CatalogueImportRow[]): CatalogueImportAnswer['counts'] {
  const counts = Object.fromEntries(catalogueImportVerdicts.map((v) => [v, 0])) as CatalogueImportAnswer['counts'];
  for (const row of rows) counts[row.verdict] += 1;
  return counts;
}

/**
 * A SKU the file creates that someone else created after this import looked (new rows cannot be
 * locked before they exist): nothing of the import was written; the seller runs it again.
 */
function skuCreatedMeanwhile(error: unknown): never {
  if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) throw new ConflictException(m.changedSincePreview);
  throw error;
}
