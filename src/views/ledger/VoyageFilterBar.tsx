import { Button, FormControl, TextInput } from '@primer/react';
import { useSelector } from '@xstate/react';
import type { VoyageScreenActor } from '../../machines/ledger/voyageScreenMachine';
import type { VoyageFilterValues } from '../../machines/ledger/voyageScreenMachine.types';
import { CompanySelect } from '../shared/CompanySelect';
import { useAreaText } from '../shared/useAreaText';
import { DateInput } from '../shared/DateInput';

// The company has its own picker, above.
const FILTERS: { name: Exclude<keyof VoyageFilterValues, 'companyId'>; type: 'text' | 'date' }[] = [
  { name: 'keyword', type: 'text' },
  { name: 'voyageNo', type: 'text' },
  { name: 'startDate', type: 'date' },
  { name: 'endDate', type: 'date' },
];

/** The voyage list's filters: each change and Search / Reset is an event of the screen's chart. */
export function VoyageFilterBar({ actorRef }: { actorRef: VoyageScreenActor }) {
  const { t } = useAreaText('ledger');
  const filters = useSelector(actorRef, (s) => s.context.filters);
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  const send = actorRef.send;
  return (
    <form
      role="search"
      aria-label={t('title')}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'filter.search' });
      }}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end', marginBottom: 12 }}
    >
      <FormControl>
        <FormControl.Label htmlFor="ledger-company">{t('filters.company')}</FormControl.Label>
        <CompanySelect
          id="ledger-company"
          value={filters.companyId}
          onChange={(value) => send({ type: 'filter.change', name: 'companyId', value })}
        />
      </FormControl>
      {FILTERS.map((f) => (
        <FormControl key={f.name}>
          <FormControl.Label>{t(`filters.${f.name}`)}</FormControl.Label>
          {f.type === 'date' ? (
            <DateInput
              value={filters[f.name]}
              onChange={(value) => send({ type: 'filter.change', name: f.name, value })}
            />
          ) : (
            <TextInput
              value={filters[f.name]}
              onChange={(e) => send({ type: 'filter.change', name: f.name, value: e.target.value })}
            />
          )}
        </FormControl>
      ))}
      <Button type="submit" variant="primary" disabled={busy}>
        {t('filters.search')}
      </Button>
      <Button type="button" disabled={busy} onClick={() => send({ type: 'filter.reset' })}>
        {t('filters.reset')}
      </Button>
    </form>
  );
}
