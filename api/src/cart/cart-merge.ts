import type { PartRow } from '../parts';

/** A line to write: the part now and the quantity the line will have (units already held included). */
export interface MergedLine {
  part: PartRow;
  quantity: number;
}

/** What a merge's plan decides on, read with the cart locked. */
export interface MergeContext {
  /** Units of each part the cart holds now, by part id. */
  held: ReadonlyMap<string, number>;
  /** The asked parts as they are now, by id (a missing id names no part). */
  parts: ReadonlyMap<string, PartRow>;
}

/** A merge's decision: the lines to write, and what the caller answers besides the cart. */
export interface MergePlan<Outcome> {
  lines: MergedLine[];
  outcome: Outcome;
}
