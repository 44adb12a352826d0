import { UnderlinePanels } from '@primer/react/experimental';
import { useSelector } from '@xstate/react';
import { SHIP_TABS, type ShipTab } from '../../machines/fleet/shipEditForms';
import type { ShipEditActor } from '../../machines/fleet/shipEditMachine';
import { ShipEditBasic } from './ShipEditBasic';
import { ShipEditTfc } from './ShipEditTfc';
import { ShipEditUnit } from './ShipEditUnit';
import { useShipEditText } from './useShipEditText';

const tabLabel = (tab: ShipTab) =>
  tab === 'basic' || tab === 'tfc' ? `fleet:shipEdit.${tab}` : `fleet:equipment.kinds.${tab}`;

/**
 * The tabs of the ship (docs/legacy-system.md §5). The selected tab is the machine's: a click only asks
 * for it, and the machine may first ask about unsaved changes or refuse until the ship is saved.
 */
export function ShipEditTabs({ actorRef }: { actorRef: ShipEditActor }) {
  const { t } = useShipEditText();
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
    <UnderlinePanels
      aria-label={t('fleet:shipEdit.tabs')}
      value={tab}
      // Manual: arrow keys only move focus, so passing over a tab never triggers the discard question.
      activationMode="manual"
      onChange={({ value }) => actorRef.send({ type: 'tab.select', tab: value as ShipTab })}
    >
      {SHIP_TABS.map((k, i) => (
        <UnderlinePanels.Tab key={k} value={k} counter={Number(counts[i]) || undefined}>
          {t(tabLabel(k))}
        </UnderlinePanels.Tab>
      ))}
      {SHIP_TABS.map((k) => (
        <UnderlinePanels.Panel key={k} value={k}>
          {k !== tab ? null : k === 'basic' ? (
            <ShipEditBasic actorRef={actorRef} editable={editable} />
          ) : k === 'tfc' ? (
            <ShipEditTfc actorRef={actorRef} />
          ) : (
            <ShipEditUnit actorRef={actorRef} kind={k} editable={editable} />
          )}
        </UnderlinePanels.Panel>
      ))}
    </UnderlinePanels>
  );
}
