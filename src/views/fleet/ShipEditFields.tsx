import { useSelector } from '@xstate/react';
import type { ShipEditActor } from '../../machines/fleet/shipEditMachine';
import { FieldInput } from '../listForm/FieldInput';
import type { FieldSpec } from '../listForm/types';
import { CASCADES } from './shipFieldSpecs';
import { useAreaText } from '../shared/useAreaText';
import { shipEditField } from './shipEditText';

/**
 * A tab's form fields in a grid, bound to the ship edit machine: values and messages come from
 * its context, changes go back as `field.change`, and nothing is editable unless it can take one.
 */
export function ShipEditFields({ actorRef, fields }: { actorRef: ShipEditActor; fields: FieldSpec[] }) {
  const text = useAreaText('fleet');
  const fieldText = (message: string | undefined) => shipEditField(text, message);
  const form = useSelector(actorRef, (s) => s.context.form);
  const fieldErrors = useSelector(actorRef, (s) => s.context.fieldErrors);
  const editable = useSelector(
    actorRef,
    (s) => s.matches('editing') && s.can({ type: 'field.change', name: fields[0]?.name ?? '', value: '' }),
  );
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12 }}>
      {fields.map((f) => {
        const Input = f.component ?? FieldInput;
        const cascade = CASCADES[f.name];
        const parent = cascade ? form[cascade.parent] : undefined;
        return (
          <Input
            key={cascade ? `${f.name}:${String(parent ?? '')}` : f.name}
            field={cascade ? { ...f, options: cascade.options(parent) } : f}
            value={form[f.name]}
            error={fieldText(fieldErrors[f.name])}
            disabled={!editable || (cascade !== undefined && !parent)}
            onChange={(value) => actorRef.send({ type: 'field.change', name: f.name, value })}
          />
        );
      })}
    </div>
  );
}
