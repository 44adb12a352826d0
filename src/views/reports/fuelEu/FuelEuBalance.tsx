import type { Row } from '../../../domain/api';
import type { FuelEuShipYearDto } from '../../../services/fuelEuApi';
import { useState } from 'react';
import { Button, Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { fetched } from '../../../machines/fetchMachine';
import { fuelEuShipYearMachine } from '../../../machines/fuelEu/provided';
import { reportShipsMachine } from '../../../machines/reports/provided';
import { useCan } from '../../shared/permission';
import { cell, numCell } from '../reportText';
import { consumerText } from '../../shared/labels/ConsumerName';
import { fuelNameText } from '../../shared/labels/FuelName';
import { reportStateText } from '../../shared/labels/ReportStateName';
import { FlexDialog } from './FlexDialog';
import { useAreaText } from '../../shared/useAreaText';
import { shipName } from '../../shared/ships';
import { fuelEuNumber } from './fuelEuText';
import { LoadFailed } from '../../shared/LoadFailed';
import { Td } from '../../shared/Table';

/** A ship-year's balance: the report's figures, carry-over, this year's decisions, final balance and penalty. */
export function ShipYearBalance({ view }: { view: FuelEuShipYearDto }) {
  const { t: f, lang } = useAreaText('fuelEu');
  const kit = useAreaText('kit').t;
  const num = fuelEuNumber(lang);
  const g = view.figures;
  if (g.ghgIntensity === null) return <Text as="p">{f('noEnergy')}</Text>;
  const poolDelta = view.pool ? view.pool.afterT - view.pool.beforeT : 0;
  const rows: [string, number | null, number?][] = [
    ['energy', g.energyMJ, 0],
    ['ops', g.opsMJ, 0],
    ['ghgIntensity', g.ghgIntensity, 5],
    ['target', g.target, 5],
    ['cb', g.complianceBalanceT],
    ['bankedIn', g.bankedInT],
    ['repayment', g.repaymentT],
    ['adjusted', g.adjustedBalanceT],
    ['cap', g.borrowingCapT],
    ['banked', view.flexibility?.bankedT ?? 0],
    ['borrowed', view.flexibility?.borrowedT ?? 0],
    ['pool', poolDelta],
    ['final', view.final.finalBalanceT],
    ['consecutive', g.consecutivePeriods, 0],
    ['penalty', Math.round(view.final.penaltyEur), 0],
  ];
  return (
    <>
      <Text as="p">
        {view.report
          ? f('balance.report', { id: view.report.id, status: reportStateText(kit, view.report.status) })
          : f('balance.noReport')}
      </Text>
      <table aria-label={f('balance.table')} style={{ borderCollapse: 'collapse', marginBottom: 12 }}>
        <tbody>
          {rows.map(([k, v, d]) => (
            <tr key={k}>
              <th scope="row" style={cell}>
                {f(`balance.${k}`, { defaultValue: k })}
              </th>
              <td style={numCell}>{num(v, d ?? 3)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table aria-label={f('fuels.table')} style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {(['fuel', 'consumer', 'intra', 'extra', 'berth', 'inScope'] as const).map((k) => (
              <th key={k} scope="col" style={cell}>
                {f(`fuels.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {g.fuels.map((x) => (
            <tr key={`${x.fuel}-${x.consumer ?? ''}`}>
              <th scope="row" style={cell}>
                {fuelNameText(kit, x.fuel)}
              </th>
              <Td>{consumerText(kit, x.consumer)}</Td>
              <td style={numCell}>{num(x.tonnesIntraEu)}</td>
              <td style={numCell}>{num(x.tonnesExtraEu)}</td>
              <td style={numCell}>{num(x.tonnesAtBerth)}</td>
              <td style={numCell}>{num(x.tonnesInScope)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function ShipYear({ shipId, year }: { shipId: number; year: number }) {
  const actorRef = useActorRef(fuelEuShipYearMachine(shipId, year));
  const state = useSelector(actorRef, (s) => s);
  const { t: f } = useAreaText('fuelEu');
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (state.hasTag('busy')) return <Text as="p">{f('busy')}</Text>;
  if (state.matches('failed'))
    return (
      <LoadFailed
        text={f('failed', { error: state.context.errorCode ?? '' })}
        retryLabel={f('retry')}
        onRetry={() => actorRef.send({ type: 'fetch.retry' })}
      />
    );
  const view = fetched<FuelEuShipYearDto>(state);
  if (!view) return null;
  return (
    <>
      {can('mrv:fueleu:submit') && view.figures.ghgIntensity !== null && (
        <Button onClick={() => setOpen(true)} style={{ marginBottom: 8 }}>
          {f('flex.open')}
        </Button>
      )}
      <ShipYearBalance view={view} />
      {open && (
        <FlexDialog
          view={view}
          onEnd={(end) => {
            setOpen(false);
            if (end !== 'closed') actorRef.send({ type: 'fetch.retry' });
          }}
        />
      )}
    </>
  );
}

/** Choose a ship; its balance for the year follows. */
export function FuelEuBalance({ year }: { year: number }) {
  const shipsRef = useActorRef(reportShipsMachine());
  const ships = useSelector(shipsRef, (s) => fetched<Row[]>(s) ?? []);
  const [shipId, setShipId] = useState<number | null>(null);
  const { t: f, lang } = useAreaText('fuelEu');
  return (
    <>
      <label style={{ display: 'block', marginBottom: 8 }}>
        {f('ship')}{' '}
        <select
          value={shipId ?? ''}
          onChange={(e) => setShipId(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{f('chooseShip')}</option>
          {ships.map((s) => (
            <option key={String(s.id)} value={String(s.id)}>
              {shipName(s, lang) || String(s.id)}
            </option>
          ))}
        </select>
      </label>
      {shipId !== null && <ShipYear key={`${shipId}-${year}`} shipId={shipId} year={year} />}
    </>
  );
}
