import type { Lang, Row } from '../../../domain/api';
import { shipName } from '../../shared/ships';
import { UserText } from '../../shared/UserText';
import type { PoolDialogInput } from '../../../machines/fuelEu/poolDialogMachine';
import type { FuelEuPoolDto } from '../../../services/fuelEuApi';
import { useState } from 'react';
import { Button, Heading, Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { fetched } from '../../../machines/fetchMachine';
import { fetchErrorCode, fetchPhase } from '../../../machines/fetchMachine.selectors';
import { fuelEuPoolsMachine } from '../../../machines/fuelEu/provided';
import { reportShipsMachine } from '../../../machines/reports/provided';
import { useCan } from '../../shared/permission';
import { LoadFailed } from '../../shared/LoadFailed';
import { PoolDialog } from './PoolDialog';
import { useAreaText } from '../../shared/useAreaText';
import { fuelEuNumber } from './fuelEuText';
import { useChoices } from '../useChoices';
import { Td, Th } from '../../shared/Table';

/**
 * The dialog's input: the company's ships in the user's scope (the ship list answers only those),
 * each marked taken when another pool of the year holds it.
 */
export function poolInputOf(
  year: number,
  companyId: number,
  ships: Row[],
  pools: FuelEuPoolDto[],
  pool: FuelEuPoolDto | null,
  lang: Lang,
): PoolDialogInput {
  const takenBy = new Map(pools.flatMap((p) => p.members.map((m) => [m.shipId, p.id] as const)));
  return {
    year,
    companyId,
    candidates: ships
      .filter((s) => Number(s.docCompanyId) === companyId)
      .map((s) => ({
        shipId: Number(s.id),
        name: shipName(s, lang) || String(s.id),
        taken: takenBy.has(Number(s.id)) && takenBy.get(Number(s.id)) !== pool?.id,
      })),
    pool: pool ? { id: pool.id, name: pool.name, shipIds: pool.members.map((m) => m.shipId) } : null,
  };
}

/** One pool: members with the balance before pooling and the allocation, the sums and the Art. 21 check. */
export function PoolTable({ pool, onEdit }: { pool: FuelEuPoolDto; onEdit?: () => void }) {
  const { t: f, lang } = useAreaText('fuelEu');
  const num = fuelEuNumber(lang);
  return (
    <div style={{ marginBottom: 16 }}>
      <Heading as="h3" style={{ fontSize: 16, display: 'flex', gap: 8, alignItems: 'center' }}>
        {/* The pool's name as the company gave it: data, not the UI's words. */}
        <UserText>{pool.name}</UserText>
        {onEdit && (
          <Button size="small" onClick={onEdit} aria-label={`${f('poolForm.edit')} ${pool.name}`}>
            {f('poolForm.edit')}
          </Button>
        )}
      </Heading>
      <table aria-label={f('pools.table', { name: pool.name })} style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {(['ship', 'before', 'after'] as const).map((k) => (
              <Th key={k} scope="col">
                {f(`pools.${k}`)}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pool.members.map((m) => (
            <tr key={m.shipId}>
              <Th scope="row">{lang === 'zh' ? (m.nameZh ?? m.nameEn) : m.nameEn}</Th>
              <Td style={{ textAlign: 'right' }}>{num(m.beforeT)}</Td>
              <Td style={{ textAlign: 'right' }}>{num(m.afterT)}</Td>
            </tr>
          ))}
          <tr>
            <Th scope="row">{f('pools.sum')}</Th>
            <Td style={{ textAlign: 'right' }}>{num(pool.sumBeforeT)}</Td>
            <Td style={{ textAlign: 'right' }}>{num(pool.sumAfterT)}</Td>
          </tr>
        </tbody>
      </table>
      <Text
        as="p"
        role="status"
        style={{ color: pool.violations.length ? 'var(--fgColor-danger)' : 'var(--fgColor-success)' }}
      >
        {pool.violations.length
          ? f('pools.invalid', { codes: pool.violations.join(', ') })
          : f('pools.valid')}
      </Text>
    </div>
  );
}

/** The pools of a year in the user's scope. */
export function FuelEuPools({ year }: { year: number }) {
  const actorRef = useActorRef(fuelEuPoolsMachine(year));
  const phase = useSelector(actorRef, fetchPhase);
  const error = useSelector(actorRef, fetchErrorCode);
  const pools = useSelector(actorRef, (s) => fetched<FuelEuPoolDto[]>(s)) ?? [];
  const shipsRef = useActorRef(reportShipsMachine());
  const ships = useSelector(shipsRef, (s) => fetched<Row[]>(s) ?? []);
  const { t: f, lang } = useAreaText('fuelEu');
  const can = useCan();
  const [choice, choose] = useChoices({ companyId: '' });
  const companyId = choice.companyId === '' ? null : Number(choice.companyId);
  const [dialog, setDialog] = useState<PoolDialogInput | null>(null);
  if (phase === 'loading') return <Text as="p">{f('busy')}</Text>;
  if (phase === 'failed')
    return (
      <LoadFailed
        text={f('failed', { error: error ?? '' })}
        retryLabel={f('retry')}
        onRetry={() => actorRef.send({ type: 'fetch.retry' })}
      />
    );
  const write = can('mrv:fueleu:submit');
  const companies = new Map<number, string>();
  for (const s of ships)
    if (s.docCompanyId !== null && s.docCompanyId !== undefined)
      companies.set(Number(s.docCompanyId), String(s.docCompanyEn ?? s.docCompanyId));
  return (
    <>
      {write && (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 12 }}>
          <label>
            {f('poolForm.company')}{' '}
            <select value={companyId ?? ''} onChange={(e) => choose('companyId', e.target.value)}>
              <option value="">{f('poolForm.chooseCompany')}</option>
              {[...companies].map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <Button
            disabled={companyId === null}
            onClick={() =>
              companyId !== null && setDialog(poolInputOf(year, companyId, ships, pools, null, lang))
            }
          >
            {f('poolForm.create')}
          </Button>
        </div>
      )}
      {pools.length === 0 && <Text as="p">{f('pools.empty')}</Text>}
      {pools.map((p) => (
        <PoolTable
          key={p.id}
          pool={p}
          onEdit={write ? () => setDialog(poolInputOf(year, p.companyId, ships, pools, p, lang)) : undefined}
        />
      ))}
      {dialog && (
        <PoolDialog
          input={dialog}
          onEnd={(end) => {
            setDialog(null);
            if (end !== 'closed') actorRef.send({ type: 'fetch.retry' });
          }}
        />
      )}
    </>
  );
}
