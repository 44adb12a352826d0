import { z } from 'zod';
import { issueMessage } from '../../../../domain/schemas/issues.js';
import {
  EpisodeSchema,
  episodeIssues,
  issuePath,
  overfullArrays,
  RecordSchema,
  recordIssues,
  SnapshotSchema,
  type LedgerIssue,
} from '../../../../domain/schemas/voyageData.js';
import type { Issues } from './errors.js';

/** The shape around the items; each item is parsed on its own so every item's errors are found. */
const Shell = z.strictObject({
  records: z.array(z.unknown()).optional(),
  episodes: z.array(z.unknown()).optional(),
  snapshots: z.array(z.unknown()).optional(),
});

/** An item that passed its schema, with its index in the call. */
export type Parsed<T> = { index: number; input: T };

/** Parses each item with its schema; answers the valid ones and records the errors of the others. */
function parseItems<T>(
  list: unknown[] | undefined,
  name: string,
  schema: z.ZodType<T>,
  cross: (item: T) => LedgerIssue[],
  issues: Issues,
  dirty: Set<string>,
): Parsed<T>[] {
  const out: Parsed<T>[] = [];
  (list ?? []).forEach((raw, index) => {
    const ship = (raw as { ship?: unknown } | null)?.ship;
    const r = schema.safeParse(raw, { error: issueMessage });
    if (!r.success) {
      for (const i of r.error.issues) issues.add(issuePath([name, index, ...i.path]), i.message);
      if (typeof ship === 'string') dirty.add(ship.trim());
      return;
    }
    const more = cross(r.data);
    if (more.length) {
      issues.addAll(`${name}[${index}]`, more);
      if (typeof ship === 'string') dirty.add(ship.trim());
    } else out.push({ index, input: r.data });
  });
  return out;
}

/**
 * Parses a write's body item by item. Answers the valid items and the ships (as named) with an item
 * in error; every error goes to `issues`, and a body that is not even the shell throws at once.
 */
export function parseVoyageData(body: unknown, issues: Issues) {
  const shell = Shell.safeParse(body ?? {}, { error: issueMessage });
  if (!shell.success) {
    for (const i of shell.error.issues) issues.add(issuePath(i.path) || '_', i.message);
    issues.throwIfAny();
  }
  const { records: rawRecords, episodes: rawEpisodes, snapshots: rawSnapshots } = shell.data!;
  const overfull = overfullArrays(shell.data!);
  if (overfull.length) {
    // Refused before any item is read: a too-large call costs no parsing.
    for (const name of overfull) issues.add(name, 'ledger.too_many_items');
    issues.throwIfAny();
  }

  // Ships (as named) with an item in error: their mass balance is not checked (see below).
  const dirty = new Set<string>();
  const records = parseItems(rawRecords, 'records', RecordSchema, recordIssues, issues, dirty);
  const episodes = parseItems(rawEpisodes, 'episodes', EpisodeSchema, episodeIssues, issues, dirty);
  const snapshots = parseItems(rawSnapshots, 'snapshots', SnapshotSchema, () => [], issues, dirty);
  return { records, episodes, snapshots, dirty };
}

export type ParsedVoyageData = ReturnType<typeof parseVoyageData>;
