import { Checkbox, CheckboxGroup, FormControl, Text } from '@primer/react';
import { useSelector } from '@xstate/react';
import { PURPOSES } from '../../domain/schemas/voyageData';
import type { LedgerFormActor } from '../../machines/ledger/ledgerFormMachine';
import { PortPicker } from '../shared/PortPicker';
import {
  CheckField,
  ChoiceField,
  Fields,
  NumField,
  TextField,
  TimeField,
  useBusy,
  useError,
  useValue,
} from './fields';
import { ShipLine, type DialogShip } from './ShipLine';
import { useAreaText } from '../shared/useAreaText';
import { PurposeName } from '../shared/labels/PurposeName';

const PORT_FIELD = { name: 'port', label: 'ledgerForms:fields.port', type: 'text' as const, required: true };

/** "Port and times" of a port call, or the times of a stop en route (kind, start, end, no port). */
export function RecordTimesTab({
  actorRef,
  ship,
  stop,
}: {
  actorRef: LedgerFormActor;
  ship: DialogShip;
  stop?: boolean;
}) {
  const { t } = useAreaText('ledgerForms');
  const busy = useBusy(actorRef);
  const port = useValue(actorRef, 'port');
  const portError = useError(actorRef, 'port');
  const handover = Boolean(useValue(actorRef, 'handover'));
  const purposes = useSelector(actorRef, (s) => (s.context.draft.purposes as number[] | undefined) ?? []);
  const purposesError = useError(actorRef, 'purposes');
  const toggle = (p: number, on: boolean) =>
    actorRef.send({
      type: 'field',
      path: 'purposes',
      value: PURPOSES.filter((x) => (x === p ? on : purposes.includes(x))),
    });
  return (
    <>
      <ShipLine ship={ship} />
      <Fields>
        <TextField actorRef={actorRef} path="voyageNo" label="fields.voyageNo" />
        {stop ? (
          <ChoiceField
            actorRef={actorRef}
            path="kind"
            label="fields.kind"
            choices={['anchoring', 'drifting']}
            prefix="kinds"
          />
        ) : (
          <PortPicker
            field={PORT_FIELD}
            value={typeof port === 'string' ? port : ''}
            error={portError}
            disabled={busy}
            onChange={(v) => actorRef.send({ type: 'field', path: 'port', value: v ?? '' })}
            // The port's zone sets the offsets of the times (docs/product-rules.md §9).
            onPick={(p) =>
              actorRef.send({ type: 'field', path: 'port', value: p.code, timeZone: p.timeZone ?? null })
            }
          />
        )}
      </Fields>
      <Fields>
        <CheckField actorRef={actorRef} path="handover" label="fields.handover" />
        {handover && <TextField actorRef={actorRef} path="nextVoyageNo" label="fields.nextVoyageNo" />}
      </Fields>
      <Fields>
        <TimeField actorRef={actorRef} path="arrival" label={stop ? 'fields.stopStart' : 'fields.arrival'} />
        <TimeField
          actorRef={actorRef}
          path="departure"
          label={stop ? 'fields.stopEnd' : 'fields.departure'}
        />
      </Fields>
      <Fields>
        <NumField actorRef={actorRef} path="distanceNm" label="fields.distanceNm" />
        {!stop && <CheckField actorRef={actorRef} path="inPortLimits" label="fields.inPortLimits" />}
        {!stop && <NumField actorRef={actorRef} path="shorePowerKWh" label="fields.shorePowerKWh" />}
      </Fields>
      {!stop && (
        <CheckboxGroup disabled={busy}>
          <CheckboxGroup.Label>{t('fields.purposes')}</CheckboxGroup.Label>
          <div
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 4 }}
          >
            {PURPOSES.map((p) => (
              <FormControl key={p}>
                <Checkbox checked={purposes.includes(p)} onChange={(e) => toggle(p, e.target.checked)} />
                <FormControl.Label>
                  <Text>
                    <PurposeName code={p} />
                  </Text>
                </FormControl.Label>
              </FormControl>
            ))}
          </div>
          {purposesError && (
            <CheckboxGroup.Validation variant="error">{purposesError}</CheckboxGroup.Validation>
          )}
        </CheckboxGroup>
      )}
    </>
  );
}
