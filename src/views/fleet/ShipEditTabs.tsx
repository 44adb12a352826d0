import { useSelector } from '@xstate/react';
import { SHIP_TABS, type ShipTab } from '../../machines/fleet/shipEditForms';
import type { ShipEditActor } from '../../machines/fleet/shipEditMachine';
import { SideTabs } from '../shared/SideTabs';
import { ShipEditBasic } from './ShipEditBasic';
import { ShipEditTfc } from './ShipEditTfc';
import { ShipEditUnit } from './ShipEditUnit';
import { useAreaText } from '../shared/useAreaText';

const tabLabel = (tab: ShipTab) =>
  tab === 'basic' || tab === 'tfc' ? (`shipEdit.${tab}` as const) : (`equipment.kinds.${tab}` as const);

/**
 * The tabs of the ship (docs/legacy-system.md §5), as a side list so all eleven show at once. The selected tab is the machine's: a click only asks
 * for it, and the machine may first ask about unsaved changes or refuse until the ship is saved.
 */
export function ShipEditTabs({ actorRef }: { actorRef: ShipEditActor }) {
  const { t } = useAreaText('fleet');
  const tab = useSelector(actorRef, (s) => s.context.tab);
  const counts = useSelector(actorRef, (s) =>
    SHIP_TABS.map((k) =>
      k === 'basic' ? undefined : k === 'tfc' ? s.context.tfc.length : (s.context.units[k]?.length ?? 0),
    ).join(),
  ).split(',');
  const editable = useSelector(
    actorRef,
    (s) => s.matches('editing') && s.can({ type: 'field.change', name: 'remark', value: '' }),
  );
  return (
    <SideTabs
      label={t('shipEdit.tabs')}
      value={tab}
      onSelect={(value) => actorRef.send({ type: 'tab.select', tab: value as ShipTab })}
      tabs={SHIP_TABS.map((k, i) => ({
        value: k,
        label: t(tabLabel(k)),
        counter: Number(counts[i]) || undefined,
      }))}
    >
      {tab === 'basic' ? (
        <ShipEditBasic actorRef={actorRef} editable={editable} />
      ) : tab === 'tfc' ? (
        <ShipEditTfc actorRef={actorRef} />
      ) : (
        <ShipEditUnit actorRef={actorRef} kind={tab} editable={editable} />
      )}
    </SideTabs>
  );
}
