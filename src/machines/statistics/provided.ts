import { fromPromise } from 'xstate';
import * as api from '../../services/statisticsApi';
import {
  statisticsMachine,
  type StatConditions,
  type StatLoadInput,
  type StatLoadOutput,
} from './statisticsMachine';

const num = (v: string) => (v === '' ? undefined : Number(v));
const query = (c: StatConditions) => ({
  companyId: num(c.companyId),
  shipId: num(c.shipId),
  shipTypeCode: c.shipTypeCode || undefined,
  fromYear: Number(c.fromYear),
  toYear: Number(c.toYear),
});

/** The rows of the conditions and, on the indicator screens, the targets of each ship or company in them. */
async function load(
  { mode, withTargets, conditions }: StatLoadInput,
  signal: AbortSignal,
): Promise<StatLoadOutput> {
  const q = query(conditions);
  const rows = mode === 'ship' ? await api.shipAnnual(q, signal) : await api.companyAnnual(q, signal);
  if (!withTargets) return { rows, targets: [] };
  const subjects =
    mode === 'ship'
      ? [...new Set(rows.map((r) => r.shipId!))].map((id) => ({ subject: 'ship' as const, subjectId: id }))
      : q.companyId !== undefined
        ? [{ subject: 'company' as const, subjectId: q.companyId }]
        : [];
  const lists = await Promise.all(
    subjects.map((s) => api.listTargets({ ...s, fromYear: q.fromYear, toYear: q.toYear }, signal)),
  );
  return { rows, targets: lists.flat() };
}

/** The statistics screens' machine with the real calls (src/services/statisticsApi.ts). */
export const statisticsClientMachine = statisticsMachine.provide({
  actors: {
    load: fromPromise(({ input, signal }) => load(input, signal)),
    exportSheet: fromPromise(({ input }) => api.writeSheet(input.fileName, input.rows)),
    saveTarget: fromPromise(({ input, signal }) => api.saveTarget(input, signal)),
  },
});
