import type { FuelEuPoolDto } from '../../../services/fuelEuApi';
import { Button, Heading, Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { fetched } from '../../../machines/fetchMachine';
import { fuelEuPoolsMachine } from '../../../machines/reports/fuelEuProvided';
import { cell, numCell } from '../reportText';
import { useFuelEuText } from './fuelEuText';

/** One pool: members with the balance before pooling and the allocation, the sums and the Art. 21 check. */
export function PoolTable({ pool }: { pool: FuelEuPoolDto }) {
  const { f, lang, num } = useFuelEuText();
  return (
    <div style={{ marginBottom: 16 }}>
      <Heading as="h3" style={{ fontSize: 16 }}>
        {pool.name}
      </Heading>
      <table aria-label={f('pools.table', { name: pool.name })} style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {(['ship', 'before', 'after'] as const).map((k) => (
              <th key={k} scope="col" style={cell}>
                {f(`pools.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pool.members.map((m) => (
            <tr key={m.shipId}>
              <th scope="row" style={cell}>
                {lang === 'zh' ? (m.nameZh ?? m.nameEn) : m.nameEn}
              </th>
              <td style={numCell}>{num(m.beforeT)}</td>
              <td style={numCell}>{num(m.afterT)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" style={cell}>
              {f('pools.sum')}
            </th>
            <td style={numCell}>{num(pool.sumBeforeT)}</td>
            <td style={numCell}>{num(pool.sumAfterT)}</td>
          </tr>
        </tbody>
      </table>
      <Text as="p" role="status" style={{ color: pool.violations.length ? '#cf222e' : '#1a7f37' }}>
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
  const state = useSelector(actorRef, (s) => s);
  const { f } = useFuelEuText();
  if (state.hasTag('busy')) return <Text as="p">{f('busy')}</Text>;
  if (state.matches('failed'))
    return (
      <div role="alert">
        <Text as="p">{f('failed', { error: state.context.errorCode ?? '' })}</Text>
        <Button onClick={() => actorRef.send({ type: 'fetch.retry' })}>{f('retry')}</Button>
      </div>
    );
  const pools = fetched<FuelEuPoolDto[]>(state) ?? [];
  if (pools.length === 0) return <Text as="p">{f('pools.empty')}</Text>;
  return (
    <>
      {pools.map((p) => (
        <PoolTable key={p.id} pool={p} />
      ))}
    </>
  );
}
