import { fromPromise, type AnyActorRef } from 'xstate';
import { uploadInstaller } from '../../services/adminApi';
import { saveRow, type Row } from '../../services/dictionariesApi';

type SaveInput = { resource: string; id: number | null; values: Record<string, unknown> };

/**
 * A new version whose installer upload failed: the row exists, so the same dialog's next save
 * must not create it again. Kept per list-and-edit actor, for as long as its dialog stays open.
 */
const created = new WeakMap<AnyActorRef, { row: Row; values: Record<string, unknown> }>();

function remember(owner: AnyActorRef | undefined, row: Row, values: Record<string, unknown>) {
  if (!owner) return;
  const watched = created.has(owner);
  created.set(owner, { row, values });
  if (watched) return;
  // Forget it once the dialog closes (saved, cancelled): the next "new" is a new version.
  const sub = owner.subscribe((snapshot: { hasTag?: (tag: string) => boolean }) => {
    if (snapshot.hasTag?.('dialog')) return;
    created.delete(owner);
    sub.unsubscribe();
  });
}

const same = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys({ ...a, ...b }).every((k) => a[k] === b[k]);

/**
 * The record first (JSON), then its installer (multipart) when one was chosen. When the upload
 * fails after a create, the dialog goes on as an edit of the created id: a retry sends the
 * installer only (and the fields too, as an update with the row's version, if they were changed).
 */
export const saveAppVersion = fromPromise<Row, SaveInput>(async ({ input, signal, self }) => {
  const owner = self._parent;
  const { file, ...values } = input.values;
  const pending = input.id === null && owner ? created.get(owner) : undefined;
  let row: Row;
  if (!pending) row = await saveRow(input.resource, input.id, values, signal);
  else if (same(values, pending.values)) row = pending.row;
  else {
    const id = Number(pending.row.id);
    row = await saveRow(input.resource, id, { ...values, version: pending.row.version }, signal);
  }
  if (!(file instanceof File)) return row;
  try {
    return await uploadInstaller(Number(row.id), file, signal);
  } catch (error) {
    if (input.id === null) remember(owner, row, values);
    throw error;
  }
});
