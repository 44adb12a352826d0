import type { EtsPriceScenario } from '../../domain/euMrv/company';
import { UserText } from '../shared/UserText';
import { useEffect, useRef } from 'react';
import { Button, FormControl, Heading, Text, TextInput } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { EtsScenarioActor } from '../../machines/reports/etsScenarioMachine';
import {
  changesOf,
  confirmingOf,
  draftOf,
  isBusy,
  messageOf,
} from '../../machines/reports/etsScenarioMachine.selectors';
import { etsScenarioWrites } from '../../machines/reports/provided/euCompany';
import { ConfirmDialog } from '../listForm/ConfirmDialog';
import { ErrorBanner } from '../shared/ErrorText';
import { useAreaText } from '../shared/useAreaText';
import { reportWords } from './reportText';
import { Td, Th } from '../shared/Table';

interface PanelProps {
  scenarios: EtsPriceScenario[];
  costs: { id: number; costEur: number }[];
  canEdit: boolean;
  onChanged: () => void;
}

/** The price scenarios of one company, with their writes' chart. */
export function EtsScenarioPanel({ companyId, ...props }: PanelProps & { companyId: number }) {
  const actorRef = useActorRef(etsScenarioWrites(companyId));
  return <EtsScenarioPanelView actorRef={actorRef} {...props} />;
}

/** The scenario form: its fields are the chart's draft, each keystroke an event. */
function ScenarioForm({ actorRef }: { actorRef: EtsScenarioActor }) {
  const { t: c } = useAreaText('euCompany');
  const draft = useSelector(actorRef, draftOf);
  const busy = useSelector(actorRef, isBusy);
  const field = (name: 'name' | 'price' | 'note') => ({
    value: draft[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      actorRef.send({ type: 'draft.change', field: name, value: e.target.value }),
  });
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end', margin: '8px 0', flexWrap: 'wrap' }}>
      <FormControl>
        <FormControl.Label>{c('scenarios.name')}</FormControl.Label>
        <TextInput {...field('name')} maxLength={100} />
      </FormControl>
      <FormControl>
        <FormControl.Label>{c('scenarios.price')}</FormControl.Label>
        <TextInput {...field('price')} inputMode="decimal" />
      </FormControl>
      <FormControl>
        <FormControl.Label>{c('scenarios.note')}</FormControl.Label>
        <TextInput {...field('note')} maxLength={500} />
      </FormControl>
      <Button variant="primary" disabled={busy} onClick={() => actorRef.send({ type: 'save' })}>
        {draft.editing ? c('scenarios.save') : c('scenarios.add')}
      </Button>
      {draft.editing && (
        <Button onClick={() => actorRef.send({ type: 'draft.cancel' })}>{c('scenarios.cancel')}</Button>
      )}
    </div>
  );
}

/**
 * The price scenarios of a company with the cost of `surrender` allowances at each: add, change,
 * delete (after a confirmation). A refusal is shown as the server words it (taken name 422, stale
 * version 409: the list is reloaded). Each write that went through reloads the figures.
 */
export function EtsScenarioPanelView({
  actorRef,
  scenarios,
  costs,
  canEdit,
  onChanged,
}: PanelProps & { actorRef: EtsScenarioActor }) {
  const { t: c } = useAreaText('euCompany');
  const reportsText = useAreaText('reports');
  const { amount } = reportWords(reportsText);
  const busy = useSelector(actorRef, isBusy);
  const confirming = useSelector(actorRef, confirmingOf);
  const changes = useSelector(actorRef, changesOf);
  const message = useSelector(actorRef, messageOf);
  // The figures around the panel are the parent's: tell it once per write that went through.
  const reported = useRef(changes);
  useEffect(() => {
    if (changes === reported.current) return;
    reported.current = changes;
    onChanged();
  }, [changes, onChanged]);
  const cost = (id: number) => costs.find((x) => x.id === id)?.costEur ?? 0;
  return (
    <section aria-label={c('scenarios.title')}>
      <Heading as="h4" style={{ fontSize: 14 }}>
        {c('scenarios.title')}
      </Heading>
      {scenarios.length === 0 ? (
        <Text as="p">{c('scenarios.empty')}</Text>
      ) : (
        <table aria-label={c('scenarios.table')} style={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {(['name', 'price', 'cost', 'note', ...(canEdit ? (['actions'] as const) : [])] as const).map(
                (k) => (
                  <Th key={k} scope="col">
                    {c(`scenarios.${k}`)}
                  </Th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {scenarios.map((s) => (
              <tr key={s.id}>
                <Th scope="row">
                  <UserText>{s.name}</UserText>
                </Th>
                <Td style={{ textAlign: 'right' }}>{amount(s.priceEur)}</Td>
                <Td style={{ textAlign: 'right' }} aria-label={c('scenarios.costFor', { name: s.name })}>
                  {amount(cost(s.id))}
                </Td>
                <Td>{s.note ?? ''}</Td>
                {canEdit && (
                  <Td>
                    <Button size="small" onClick={() => actorRef.send({ type: 'draft.edit', scenario: s })}>
                      {c('scenarios.edit')}
                    </Button>{' '}
                    <Button
                      size="small"
                      variant="danger"
                      onClick={() => actorRef.send({ type: 'delete.ask', scenario: s })}
                    >
                      {c('scenarios.delete')}
                    </Button>
                  </Td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canEdit && <ScenarioForm actorRef={actorRef} />}
      {message && (
        <ErrorBanner
          text={
            message.key === 'failed'
              ? c('scenarios.failed', { error: message.error })
              : c(`scenarios.${message.key}`)
          }
        />
      )}
      {confirming && (
        <ConfirmDialog
          message={c('scenarios.confirmDelete', { name: confirming.name })}
          busy={busy}
          onAccept={() => actorRef.send({ type: 'delete.confirm' })}
          onCancel={() => actorRef.send({ type: 'delete.cancel' })}
        />
      )}
    </section>
  );
}
