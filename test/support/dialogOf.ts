import type { EditDialogActor } from '../../src/machines/listForm/editDialogMachine';
import type { ListFormActor } from '../../src/machines/listForm/listFormMachine';

/** The open record dialog's snapshot: the list machine's child while a dialog is open. */
export function dialogOf(list: Pick<ListFormActor, 'getSnapshot'>) {
  const child = list.getSnapshot().children.editDialog as EditDialogActor | undefined;
  if (!child) throw new Error('no record dialog is open');
  return child.getSnapshot();
}
