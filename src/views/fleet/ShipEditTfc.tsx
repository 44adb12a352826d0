import { Button } from '@primer/react';
import { useSelector } from '@xstate/react';
import type { ShipEditActor } from '../../machines/fleet/shipEditMachine';
import { TFC_FIELDS } from './shipFieldSpecs';
import { ShipEditFields } from './ShipEditFields';
import { useAreaText } from '../shared/useAreaText';

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
      <table aria-label={t('shipEdit.tfc')} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} style={{ textAlign: 'right' }}>
                {t(`shipEdit.tfcFields.${c}`)}
              </th>
            ))}
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              {COLUMNS.map((c) => (
                <td key={c} style={{ textAlign: 'right' }}>
                  {String(r[c] ?? '')}
                </td>
              ))}
              <td>
                <Button
                  size="small"
                  disabled={!idle || r.id === itemId}
                  onClick={() => actorRef.send({ type: 'item.select', id: r.id })}
                >
                  {t('shipEdit.edit')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div style={{ marginTop: 12 }}>
        <ShipEditFields actorRef={actorRef} fields={TFC_FIELDS} />
      </div>
    </>
  );
}
