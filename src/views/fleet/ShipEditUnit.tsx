import { FormControl, Select, Text } from '@primer/react';
import { useSelector } from '@xstate/react';
import type { EquipmentKind } from '../../domain/schemas/fleetEquipment';
import type { ShipEditActor } from '../../machines/fleet/shipEditMachine';
import { hasFuels, UNIT_FIELDS } from './shipFieldSpecs';
import { ShipEditFields } from './ShipEditFields';
import { ShipEditFuels } from './ShipEditFuels';
import { useAreaText } from '../shared/useAreaText';

/**
 * One equipment tab: a selector of the kind's units by board serial (the original's "xh"), and
 * the selected unit's form. Add and Delete live in the dialog footer, as in the original.
 */
export function ShipEditUnit({
  actorRef,
  kind,
  editable,
}: {
  actorRef: ShipEditActor;
  kind: EquipmentKind;
  editable: boolean;
}) {
  const { t } = useAreaText('fleet');
  const units = useSelector(actorRef, (s) => s.context.units[kind] ?? []);
  const itemId = useSelector(actorRef, (s) => s.context.itemId);
  const idle = useSelector(actorRef, (s) => s.matches('editing'));
  return (
    <>
      <FormControl disabled={!idle || units.length === 0}>
        <FormControl.Label>{t('shipEdit.unit')}</FormControl.Label>
        <Select
          value={itemId === null ? '' : String(itemId)}
          onChange={(e) =>
            e.target.value && actorRef.send({ type: 'item.select', id: Number(e.target.value) })
          }
        >
          {itemId === null && <Select.Option value="">{t('shipEdit.newUnit')}</Select.Option>}
          {units.map((u) => (
            <Select.Option key={u.id} value={String(u.id)}>
              {u.boardSn} {String(u.model ?? u.cellModel ?? '')}
            </Select.Option>
          ))}
        </Select>
      </FormControl>
      {units.length === 0 && <Text as="p">{t('shipEdit.noUnits')}</Text>}
      <div style={{ marginTop: 12 }}>
        <ShipEditFields actorRef={actorRef} fields={UNIT_FIELDS[kind]} />
      </div>
      {hasFuels(kind) && (
        <div style={{ marginTop: 16 }}>
          <ShipEditFuels actorRef={actorRef} disabled={!editable} />
        </div>
      )}
    </>
  );
}
