import { Button } from '@primer/react';
import { useSelector } from '@xstate/react';
import type { ShipEditActor } from '../../machines/fleet/shipEditMachine';
import { TFC_FIELDS } from './shipFieldSpecs';
import { ShipEditFields } from './ShipEditFields';
import { useAreaText } from '../shared/useAreaText';
import { Table, Td, Th } from '../shared/Table';

const COLUMNS = ['speed', 'meDaily', 'aeDaily', 'boilerDaily', 'shipDaily'] as const;

/**
 * The theoretical consumption curve (OI_SHIP_TFC): one row per average speed with the daily fuel
 * of main engines, auxiliaries, boilers and the whole ship. A row's Edit puts it in the form below.
 */
export function ShipEditTfc({ actorRef }: { actorRef: ShipEditActor }) {
  const { t } = useAreaText('fleet');
  const rows = useSelector(actorRef, (s) => s.context.tfc);
  const itemId = useSelector(actorRef, (s) => s.context.itemId);
  const idle = useSelector(actorRef, (s) => s.matches('editing'));
  return (
    <>
      <Table label={t('shipEdit.tfc')}>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <Th key={c} style={{ textAlign: 'right' }}>
                {t(`shipEdit.tfcFields.${c}`)}
              </Th>
            ))}
            <Th />
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              {COLUMNS.map((c) => (
                <Td key={c} style={{ textAlign: 'right' }}>
                  {String(r[c] ?? '')}
                </Td>
              ))}
              <Td>
                <Button
                  size="small"
                  disabled={!idle || r.id === itemId}
                  onClick={() => actorRef.send({ type: 'item.select', id: r.id })}
                >
                  {t('shipEdit.edit')}
                </Button>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <div style={{ marginTop: 12 }}>
        <ShipEditFields actorRef={actorRef} fields={TFC_FIELDS} />
      </div>
    </>
  );
}
