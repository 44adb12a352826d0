import { Text } from '@primer/react';
import { useSelector } from '@xstate/react';
import type { EditDialogActor } from '../../machines/listForm/editDialogMachine';
import { DetailDialog } from './DetailDialog';
import { EditDialog } from './EditDialog';
import type { FieldSpec } from './types';
import { useAreaText } from '../shared/useAreaText';

/** The status line while a record's dialog is open: busy while it reads or writes the record. */
export function DialogStatus({ actorRef }: { actorRef: EditDialogActor }) {
  const { t } = useAreaText('kit');
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  return (
    <Text as="p" role="status" style={{ minHeight: 20 }}>
      {busy ? t('listForm.busy') : ''}
    </Text>
  );
}

/** The open record's dialog: the form (add, edit, conflict) or the read-only detail. */
export function RecordDialog({ actorRef, fields }: { actorRef: EditDialogActor; fields: FieldSpec[] }) {
  const form = useSelector(actorRef, (s) => s.hasTag('dialog'));
  const viewing = useSelector(actorRef, (s) => s.matches('viewing'));
  if (form) return <EditDialog actorRef={actorRef} fields={fields} />;
  return viewing ? <DetailDialog actorRef={actorRef} fields={fields} /> : null;
}
