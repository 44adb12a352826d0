import type { SnapshotFrom } from 'xstate';
import type { voyageScreenMachine } from './voyageScreenMachine';

/** What the voyage screen derives from its chart's snapshot, each a pure function of it. */
type Snapshot = Pick<SnapshotFrom<typeof voyageScreenMachine>, 'context'>;

/** The selected voyage, if it is on the current page. */
export const selectedVoyage = (s: Snapshot) =>
  s.context.voyages.find((v) => v.id === s.context.selectedId) ?? null;

/** How many pages the list has (at least one). */
export const pageCount = (s: Snapshot) => Math.max(1, Math.ceil(s.context.total / s.context.size));

/** The voyage a pending lock or delete is for, if it is on the current page. */
export const pendingVoyage = (s: Snapshot) => {
  const pending = s.context.pending;
  return pending ? s.context.voyages.find((v) => v.id === pending.voyageId) : undefined;
};

/**
 * The toolbar's rights: none on a read-only screen, else the page's buttons the user holds
 * (`can` answers for `energy:voyage:<button>`).
 */
export const voyageRights = (can: (perm: string) => boolean, readOnly: boolean) => ({
  canLock: !readOnly && can('energy:voyage:lock'),
  canDelete: !readOnly && can('energy:voyage:delete'),
  canAdd: !readOnly && can('energy:voyage:add'),
  canEdit: !readOnly && can('energy:voyage:edit'),
  canUpload: !readOnly && can('energy:voyage:upload'),
});
