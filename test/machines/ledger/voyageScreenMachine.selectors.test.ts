import { createActor } from 'xstate';
import { voyageScreenMachine } from '../../../src/machines/ledger/voyageScreenMachine';
import {
  pageCount,
  pendingVoyage,
  selectedVoyage,
  voyageRights,
} from '../../../src/machines/ledger/voyageScreenMachine.selectors';
import { INPUT, VOYAGE } from './voyageScreenMachine.paths';

/** The voyage screen's derived values, from snapshots the chart makes. */
const snapshot = () => createActor(voyageScreenMachine, { input: INPUT }).getSnapshot();
const withContext = (patch: Partial<ReturnType<typeof snapshot>['context']>) => {
  const s = snapshot();
  return { ...s, context: { ...s.context, ...patch } };
};
const A = VOYAGE(1, 'V001', 'unlocked');
const B = VOYAGE(2, 'V002', 'locked');

describe('voyageScreenMachine selectors', () => {
  it('the selected voyage is the one on the page with the selected id, else none', () => {
    expect(selectedVoyage(withContext({ voyages: [A, B], selectedId: 2 }))).toBe(B);
    expect(selectedVoyage(withContext({ voyages: [A], selectedId: 2 }))).toBeNull();
    expect(selectedVoyage(withContext({ voyages: [A, B], selectedId: null }))).toBeNull();
  });

  it('counts pages from total and size, at least one', () => {
    expect(pageCount(withContext({ total: 0, size: 2 }))).toBe(1);
    expect(pageCount(withContext({ total: 4, size: 2 }))).toBe(2);
    expect(pageCount(withContext({ total: 5, size: 2 }))).toBe(3);
  });

  it('names the voyage a pending write is for', () => {
    expect(pendingVoyage(withContext({ voyages: [A, B], pending: { kind: 'delete', voyageId: 1 } }))).toBe(A);
    expect(pendingVoyage(withContext({ voyages: [A, B], pending: null }))).toBeUndefined();
  });

  it('grants the page buttons the user holds, none on a read-only screen', () => {
    const can = (perm: string) => perm === 'energy:voyage:lock' || perm === 'energy:voyage:upload';
    expect(voyageRights(can, false)).toEqual({
      canLock: true,
      canDelete: false,
      canAdd: false,
      canEdit: false,
      canUpload: true,
    });
    expect(Object.values(voyageRights(() => true, true))).toEqual([false, false, false, false, false]);
  });
});
