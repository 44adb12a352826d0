import { ActionList, ActionMenu, Button } from '@primer/react';
import { ColumnsIcon } from '@primer/octicons-react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { visibleKeys, type columnsMachine } from '../../machines/listForm/columnsMachine';
import type { ColumnSpec } from './types';
import { useAreaText } from '../shared/useAreaText';
import { configText } from './configText';

/**
 * The Columns menu of a list: a tick per column, and "Default columns" once the user departed from
 * the list's default. The last visible column cannot be unticked (the machine refuses it).
 */
export function ColumnChooser({
  actorRef,
  columns,
}: {
  actorRef: ActorRefFrom<typeof columnsMachine>;
  columns: ColumnSpec[];
}) {
  const { t } = useAreaText('kit');
  const visible = useSelector(actorRef, (s) => visibleKeys(s.context));
  const customised = useSelector(actorRef, (s) => s.can({ type: 'columns.reset' }));
  return (
    <ActionMenu>
      <ActionMenu.Anchor>
        <Button size="small" leadingVisual={ColumnsIcon}>
          {t('listForm.columns')}
        </Button>
      </ActionMenu.Anchor>
      <ActionMenu.Overlay>
        <ActionList selectionVariant="multiple" aria-label={t('listForm.columns')}>
          {columns.map((c) => (
            <ActionList.Item
              key={c.key}
              selected={visible.includes(c.key)}
              disabled={visible.length === 1 && visible.includes(c.key)}
              onSelect={() => actorRef.send({ type: 'column.toggle', key: c.key })}
            >
              {configText(t, c.label)}
            </ActionList.Item>
          ))}
        </ActionList>
        {customised && (
          <ActionList>
            <ActionList.Divider />
            <ActionList.Item onSelect={() => actorRef.send({ type: 'columns.reset' })}>
              {t('listForm.defaultColumns')}
            </ActionList.Item>
          </ActionList>
        )}
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
