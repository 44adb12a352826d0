import type { CheckCounts } from '../../domain/upload/checks';
import type { Locator } from '../../domain/upload/map';
import type { UploadIssue, UploadKind, Workbook } from '../../domain/upload/types';
import type { VoyageDataInput } from '../../domain/schemas/voyageData';
import type { ShipsPayload } from '../../domain/schemas/uploads';

/** Messages between the upload screen and its worker (docs/uploads.md §4). */

export interface CheckContext {
  kind: UploadKind;
  shipRefs?: string[];
  /** Fuel codes of the fuel dictionary; null: the contract's codes only. */
  fuels: string[] | null;
}

export type ToWorker =
  /** Read a file, then wait for the ports it names to be looked up (`check`). */
  | { type: 'read'; bytes: ArrayBuffer; context: CheckContext }
  /** Check sheets (after `read`, or edited cells on a recheck), with the known ports. */
  | { type: 'check'; workbook?: Workbook; ports: string[] | null; context: CheckContext };

/**
 * A check's result. With problems it has no payload and no locator (null): nothing is sent or
 * located before a clean check, and receiving a 50,000-row file's payload and locator held the
 * screen's main thread for hundreds of milliseconds.
 */
export interface Checked {
  issues: UploadIssue[];
  counts: CheckCounts;
  payload: VoyageDataInput | ShipsPayload | null;
  locator: Locator | null;
}

export type FromWorker =
  | { type: 'progress'; pct: number }
  /** Read: the sheets (the screen keeps them for in-place fixes), the file's hash, the ports it names. */
  | { type: 'read'; workbook: Workbook; sha256: string; ports: string[] }
  | { type: 'checked'; result: Checked }
  | { type: 'failed'; code: string; params?: Record<string, number> };
