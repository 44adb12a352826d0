import { Checkbox, CheckboxGroup, FormControl, Select } from '@primer/react';
import { useSelector } from '@xstate/react';
import { FUEL_METHODS } from '../../domain/schemas/fleet';
import type { ShipEditActor } from '../../machines/fleet/shipEditMachine';
import { useOptions } from '../listForm/useOptions';
import { lookup } from '../shared/ships';
import { useAreaText } from '../shared/useAreaText';
import { shipEditField } from './shipEditText';

type FuelUse = { fuelCode: string; method: string };
const FUELS = lookup('fuel');

/**
 * The fuels a ship (or a unit) uses, each with its measurement method: 1 BDN, 2 flow meter,
 * 3 tank monitoring (docs/legacy-system.md §3). A newly ticked fuel starts with BDN.
 */
export function ShipEditFuels({ actorRef, disabled }: { actorRef: ShipEditActor; disabled: boolean }) {
  const text = useAreaText('fleet');
  const { t } = text;
  const fieldText = (message: string | undefined) => shipEditField(text, message);
  const options = useOptions(FUELS);
  const fuels = useSelector(actorRef, (s) => (s.context.form.fuels as FuelUse[] | undefined) ?? []);
  const error = useSelector(actorRef, (s) => s.context.fieldErrors.fuels);
  const chosen = new Map(fuels.map((f) => [f.fuelCode, f.method]));
  // Keep the dictionary's order, so the sent list does not depend on the order of ticking.
  const send = (next: Map<string, string>) =>
    actorRef.send({
      type: 'field.change',
      name: 'fuels',
      value: options
        .filter((o) => next.has(o.value))
        .map((o) => ({ fuelCode: o.value, method: next.get(o.value) })),
    });
  const toggle = (code: string, on: boolean) => {
    const next = new Map(chosen);
    if (on) next.set(code, '1');
    else next.delete(code);
    send(next);
  };
  return (
    <CheckboxGroup disabled={disabled}>
      <CheckboxGroup.Label>{t('shipEdit.fuels')}</CheckboxGroup.Label>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 8 }}>
        {options.map((o) => (
          <div key={o.value} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <FormControl>
              <Checkbox checked={chosen.has(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />
              <FormControl.Label>{o.label}</FormControl.Label>
            </FormControl>
            {chosen.has(o.value) && (
              <Select
                size="small"
                aria-label={t('shipEdit.methodOf', { fuel: o.label })}
                disabled={disabled}
                value={chosen.get(o.value)}
                onChange={(e) => send(new Map(chosen).set(o.value, e.target.value))}
              >
                {FUEL_METHODS.map((m) => (
                  <Select.Option key={m} value={m}>
                    {t(`shipEdit.methods.${m}`)}
                  </Select.Option>
                ))}
              </Select>
            )}
          </div>
        ))}
      </div>
      {error && <CheckboxGroup.Validation variant="error">{fieldText(error)}</CheckboxGroup.Validation>}
    </CheckboxGroup>
  );
}
