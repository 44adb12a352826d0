import { Button, FormControl, Select, TextInput } from '@primer/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { TARGET_INDICATORS, type TargetIndicator } from '../../domain/statistics/types';
import { targetValueOf, type statisticsMachine } from '../../machines/statistics/statisticsMachine';
import { isBusy, targetDraftOf, targetSendable } from '../../machines/statistics/statisticsMachine.selectors';

export interface TargetRow {
  key: string;
  label: string;
  subjectId: number;
  year: number;
  version: (k: TargetIndicator) => number | undefined;
}

/** Sets a target for one row (ship or company and year) and indicator; the draft is the chart's. */
export function TargetForm({
  actorRef,
  tx,
  rows,
  onSave,
}: {
  actorRef: ActorRefFrom<typeof statisticsMachine>;
  tx: (key: string, o?: Record<string, unknown>) => string;
  rows: TargetRow[];
  onSave: (row: TargetRow, indicator: TargetIndicator, value: number) => void;
}) {
  const draft = useSelector(actorRef, targetDraftOf);
  const sendable = useSelector(actorRef, targetSendable);
  const busy = useSelector(actorRef, isBusy);
  const row = rows.find((r) => r.key === draft.rowKey) ?? rows[0];
  const change = (name: 'rowKey' | 'indicator' | 'value') => (e: { target: { value: string } }) =>
    actorRef.send({ type: 'target.change', name, value: e.target.value });
  return (
    <form
      aria-label={tx('targets.title')}
      onSubmit={(e) => {
        e.preventDefault();
        const value = targetValueOf(draft);
        if (row && value !== null) onSave(row, draft.indicator, value);
      }}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end', marginTop: 16 }}
    >
      <FormControl>
        <FormControl.Label>{tx('targets.row')}</FormControl.Label>
        <Select value={row?.key ?? ''} onChange={change('rowKey')}>
          {rows.map((r) => (
            <Select.Option key={r.key} value={r.key}>
              {r.label}
            </Select.Option>
          ))}
        </Select>
      </FormControl>
      <FormControl>
        <FormControl.Label>{tx('targets.indicator')}</FormControl.Label>
        <Select value={draft.indicator} onChange={change('indicator')}>
          {TARGET_INDICATORS.map((k) => (
            <Select.Option key={k} value={k}>
              {tx(`cols.${k}`)}
            </Select.Option>
          ))}
        </Select>
      </FormControl>
      <FormControl>
        <FormControl.Label>{tx('targets.value')}</FormControl.Label>
        <TextInput inputMode="decimal" value={draft.value} onChange={change('value')} />
      </FormControl>
      <Button type="submit" disabled={busy || !sendable}>
        {tx('actions.saveTarget')}
      </Button>
    </form>
  );
}
