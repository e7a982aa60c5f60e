import { Injectable } from '@nestjs/common';
import type { Tx } from '../database/database';
import { isUuid } from '../common/http/id.pipe';
import type { PartRow } from './part-row';
import { PartsRepository, type StockLine } from './parts.repository';

export type { StockLine } from './parts.repository';
export type { PartRow } from './part-row';

/** Why a line of a sale cannot be served, with the part as it is now (null: no such part). */
export interface SaleProblem {
  line: StockLine;
  part: PartRow | null;
  reason: 'deleted' | 'belowMinimum' | 'notEnoughStock';
}

/** A sale either took every line's units (the parts as they are after it) or nothing, with every reason. */
export type SaleOutcome = { taken: PartRow[] } | { problems: SaleProblem[] };

/**
 * Stock moves made by orders, inside the order's own transaction. The order publishes what moved
 * (`stock-taken`, `stock-returned`); the catalogue's cache and back-in-stock requests hear of it
 * after the commit.
 */
@Injectable()
export class PartStockService {
  constructor(private readonly parts: PartsRepository) {}

  /**
   * Takes every line's units, or none, in one statement: the lines' parts are locked in part-id order
   * (no deadlock between overlapping carts), each line is checked against its part (it exists, the
   * quantity meets its minimum and its stock covers it), then every line's units are taken. A refusal
   * lists every line that cannot be served, read again from the parts (locked by then); the caller
   * throws, so its transaction takes nothing.
   */
  async take(tx: Tx, lines: StockLine[]): Promise<SaleOutcome> {
    const known = lines
      .filter((line) => isUuid(line.partId))
      .map((line) => ({ ...line, partId: line.partId.toLowerCase() }));
    if (known.length === lines.length) {
      const taken = await this.parts.takeStock(tx, known);
      if (taken.length === known.length) {
        const takenById = new Map(taken.map((part) => [part.id, part]));
        return { taken: known.map((line) => takenById.get(line.partId)!) };
      }
      // All checked and all taken, or nothing: fewer rows means one part was named on two lines.
      if (taken.length > 0) throw new Error('A sale named one part on two lines');
    }
    const locked =
      known.length === 0 ? [] : await this.parts.lockForSale(tx, [...new Set(known.map((l) => l.partId))].sort());
    const byId = new Map(locked.map((part) => [part.id, part]));
    const problems = lines
      .map((line) => problemOf(line, byId.get(line.partId.toLowerCase()) ?? null))
      .filter((p) => p !== null);
    if (problems.length === 0) throw new Error('A sale named one part on two lines');
    return { problems };
  }

  /** Puts a cancelled order's units back (lines whose part was deleted since have nothing to restore). */
  async putBack(tx: Tx, lines: { partId: string | null; quantity: number }[]): Promise<void> {
    await this.parts.returnStock(
      tx,
      lines.filter((line): line is StockLine => line.partId !== null),
    );
  }
}

function problemOf(line: StockLine, part: PartRow | null): SaleProblem | null {
  if (!part) return { line, part, reason: 'deleted' };
  if (line.quantity < part.minQuantity) return { line, part, reason: 'belowMinimum' };
  if (line.quantity > part.availableQuantity) return { line, part, reason: 'notEnoughStock' };
  return null;
}
