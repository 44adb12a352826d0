import type { DictionaryName } from '../../domain/schemas/dictionaries.js';
import type { Db } from '../db/client.js';

/** Why an entry cannot be deleted, in both languages: the server answers in the caller's. */
export interface InUseReason {
  zh: string;
  en: string;
}

/** Answers a reason when other data refers to the row, else null. */
export type InUseCheck = (db: Db, row: Record<string, any>) => Promise<InUseReason | null>;

export const IN_USE_GENERIC: InUseReason = {
  zh: '该记录正被其他数据引用，不能删除',
  en: 'The entry is referenced by other data and cannot be deleted.',
};

const checks = new Map<DictionaryName, InUseCheck[]>();

/**
 * Pluggable so later areas can protect what they refer to without touching the dictionary code:
 * the fleet plugin, for instance, registers "ports / flag states / ship types used by ships" here
 * at start-up. Checks are pure functions of the database, so one registry serves every app instance.
 */
export function addInUseCheck(name: DictionaryName, check: InUseCheck): void {
  const list = checks.get(name) ?? [];
  if (!list.includes(check)) list.push(check);
  checks.set(name, list);
}

export async function inUseReason(db: Db, name: DictionaryName, row: Record<string, any>) {
  for (const check of checks.get(name) ?? []) {
    const reason = await check(db, row);
    if (reason) return reason;
  }
  return null;
}
