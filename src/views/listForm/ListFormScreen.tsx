import type { Row } from '../../domain/api';
import { useActorRef } from '@xstate/react';
import { zodValidator } from '../../machines/listForm/listFormMachine';
import { screenListMachine } from '../../machines/listForm/provided';
import { useCan } from '../shared/permission';
import { ListFormView } from './ListFormView';
import type { ScreenConfig } from './types';

const TEXT = new Set(['text', 'textarea', 'date']);
/** A record as the dialog edits it: text fields never null (the API nulls some empty optional text). */
export const toForm = (config: ScreenConfig, row: Row) => ({
  ...row,
  ...Object.fromEntries(
    config.fields.filter((f) => TEXT.has(f.type) && row[f.name] == null).map((f) => [f.name, '']),
  ),
});

/**
 * A complete list-and-edit screen from its config: one machine per mounted screen, so each tab
 * keeps its own filters and page.
 */
export function ListFormScreen({ config }: { config: ScreenConfig }) {
  const can = useCan();
  const actorRef = useActorRef(screenListMachine(config.actors), {
    input: {
      resource: config.resource,
      pageSize: config.pageSize,
      filters: Object.fromEntries(config.filters.map((f) => [f.name, ''])),
      defaults: config.defaults,
      validate: config.schema ? zodValidator(config.schema) : undefined,
      toForm: (row) => toForm(config, row),
    },
  });
  return <ListFormView actorRef={actorRef} config={config} can={can} />;
}
