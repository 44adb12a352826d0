import { Button } from '@primer/react';
import { useSelector } from '@xstate/react';
import type { ListFormActor } from '../../machines/listForm/listFormMachine';
import { FilterInput } from './FilterInput';
import type { ScreenConfig } from './types';
import { useAreaText } from '../shared/useAreaText';

/**
 * Filters and the list's buttons: Search and Reset when there is something to filter, Add / Export
 * when the user holds their permission.
 */
export function FilterBar({
  actorRef,
  config,
  can,
  onExport,
}: {
  actorRef: ListFormActor;
  config: ScreenConfig;
  can: (perm: string | undefined) => boolean;
  onExport: () => void;
}) {
  const { t } = useAreaText('kit');
  const canSearch = useSelector(actorRef, (s) => s.can({ type: 'filter.search' }));
  const canReset = useSelector(actorRef, (s) => s.can({ type: 'filter.reset' }));
  const canAdd = useSelector(actorRef, (s) => s.can({ type: 'row.new' }));
  const canExport = useSelector(actorRef, (s) => s.can({ type: 'list.export', columns: [], fileName: '' }));
  const exporting = useSelector(actorRef, (s) => s.matches('exporting'));
  return (
    <form
      role="search"
      aria-label={t('listForm.filters')}
      onSubmit={(e) => {
        e.preventDefault();
        if (canSearch) actorRef.send({ type: 'filter.search' });
      }}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 12, marginBottom: 12 }}
    >
      {config.filters.map((f) => (
        <FilterInput
          key={f.name}
          actorRef={actorRef}
          filter={f}
          dependents={config.filters.filter((d) => d.dependsOn?.filter === f.name).map((d) => d.name)}
        />
      ))}
      {/* A list without filters has nothing to search or reset (the Functions screen). */}
      {config.filters.length > 0 && (
        <>
          <Button type="submit" variant="primary" disabled={!canSearch}>
            {t('listForm.search')}
          </Button>
          <Button disabled={!canReset} onClick={() => actorRef.send({ type: 'filter.reset' })}>
            {t('listForm.reset')}
          </Button>
        </>
      )}
      {config.fields.length > 0 && can(config.permissions.add) && (
        <Button disabled={!canAdd} onClick={() => actorRef.send({ type: 'row.new' })}>
          {t('listForm.add')}
        </Button>
      )}
      {can(config.permissions.export) && (
        <Button disabled={!canExport} loading={exporting} onClick={onExport}>
          {t('listForm.export')}
        </Button>
      )}
    </form>
  );
}
