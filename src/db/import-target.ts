/**
 * What an import target is (the Postgres and JSON writers implement it), and what a
 * writer reports back while it works.
 */
import type { ImportPlan, TargetState } from './import-plan.ts';
import type { ProgressEvent } from './import-progress.ts';

/** The owner asked to stop (Ctrl-C); what was committed is consistent. */
export class StoppedError extends Error {
  override name = 'StoppedError';
  constructor() {
    super('Stopped by user');
  }
}

export interface ImportStats {
  categories: number;
  units: number;
  conversions: number;
}

/** What a target writer reports back while it works. */
export interface WriteContext {
  /** Rows written and committed. */
  created: ImportStats;
  /** Items already in the target, reused or skipped. */
  existing: ImportStats;
  /** Inserts that failed (after the fall-back to single inserts) and were skipped. */
  skipped: ImportStats;
  /** Why inserts were skipped, for the owner. */
  failures: string[];
  /** Things the owner should know that did not stop the import. */
  notes: string[];
  batchSize: number;
  progress(e: ProgressEvent): void;
  /** True once the owner asked to stop; writers check it between batches. */
  stopRequested(): boolean;
}

/** A place units can be imported into. */
export interface ImportTarget {
  /** "postgres 127.0.0.1:5432/units" or "data/ (seed JSON)". */
  readonly label: string;
  /**
   * Take the target's write lock, held until close(), so a second import (or a seed)
   * waits instead of interleaving; `onWait` is called once when it has to wait.
   */
  acquire(onWait: (holder: string) => void): Promise<void>;
  readState(): Promise<TargetState>;
  /** Problems the written catalogue would have (the JSON target rebuilds it); none means go. */
  check(plan: ImportPlan): Promise<string[]>;
  write(plan: ImportPlan, ctx: WriteContext): Promise<void>;
  close(): Promise<void>;
}
