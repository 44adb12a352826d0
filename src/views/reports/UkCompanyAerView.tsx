import type { Row } from '../../domain/api';
import type { UkAerShip, UkAerTotals } from '../../domain/ukMrv';
import type { UkCompanyAerDto } from '../../services/ukCompanyAerApi';
import { UK_AER_SHIP_LINES } from '../../domain/reports/regimes';
import { useState } from 'react';
import { Button, FormControl, Select, Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useAreaText } from '../shared/useAreaText';
import { reportStateText } from '../shared/labels/ReportStateName';
import { reportShipsMachine } from '../../machines/reports/provided';
import { downloadUkAerXml, ukCompanyAerMachine } from '../../machines/reports/provided/ukCompanyAer';
import { LoadFailed } from '../shared/LoadFailed';
import { InlineError } from '../shared/ErrorText';
import { reportWords } from './reportText';
import { Td, Th } from '../shared/Table';
import { SearchFields } from '../shared/SearchFields';
import { YearInput } from '../shared/YearInput';
import { UkErcClaims } from './UkErcClaims';

const TOTAL_ROWS: (keyof UkAerTotals)[] = [
  'totalEmissions',
  'lessVoyagesInNorthernIreland',
  'lessEmissionsReductionClaim',
  'totalShipEmissions',
  'surrenderEmissions',
];

function ShipsTable({ data }: { data: UkCompanyAerDto }) {
  const u = useAreaText('ukMrv').t;
  const reportsText = useAreaText('reports');
  const { amount } = reportWords(reportsText);
  const kit = useAreaText('kit').t;
  const period = (s: UkAerShip) => (s.allYear ? u('allYear') : u('partYear', { from: s.from, to: s.to }));
  const source = (s: UkAerShip) =>
    s.source.kind === 'report'
      ? u('sourceReport', { code: s.source.referenceCode, status: reportStateText(kit, s.source.status) })
      : u('sourceLedger');
  return (
    <table aria-label={u('title')} style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {(['imo', 'name', 'period', 'source', ...UK_AER_SHIP_LINES] as const).map((k) => (
            <Th key={k} scope="col">
              {u(`columns.${k}`)}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.ships.map((s) => (
          <tr key={s.imo}>
            <Td>{s.imo}</Td>
            <Td>{s.name}</Td>
            <Td>{period(s)}</Td>
            <Td data-source={s.source.kind}>{source(s)}</Td>
            {UK_AER_SHIP_LINES.map((k) => (
              <Td key={k}>{amount(s[k].total)}</Td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TotalsTable({ data }: { data: UkCompanyAerDto }) {
  const u = useAreaText('ukMrv').t;
  const reportsText = useAreaText('reports');
  const { amount } = reportWords(reportsText);
  return (
    <table aria-label={u('totals.title')} style={{ borderCollapse: 'collapse', margin: '12px 0' }}>
      <thead>
        <tr>
          <Th scope="col">{u('totals.label')}</Th>
          <Th scope="col">{u('totals.exact')}</Th>
          <Th scope="col">{u('totals.summary')}</Th>
        </tr>
      </thead>
      <tbody>
        {TOTAL_ROWS.map((k) => (
          <tr key={k}>
            <Th scope="row">{u(`totals.${k}`)}</Th>
            <Td>{amount(data.totals[k])}</Td>
            <Td data-summary={k}>{String(data.summary[k])}</Td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Downloads({ data }: { data: UkCompanyAerDto }) {
  const u = useAreaText('ukMrv').t;
  const [failed, setFailed] = useState<string | null>(null);
  const parts = Array.from({ length: data.parts }, (_, i) => i + 1);
  const save = (kind: 'aggregated' | 'ships', part: number) => {
    setFailed(null);
    const stem = kind === 'aggregated' ? 'UK_AER_aggregated_data' : 'UK_AER_ship_details_and_emissions';
    const suffix = data.parts > 1 ? `_part${part}of${data.parts}` : '';
    downloadUkAerXml(
      { companyId: data.company.id, year: data.year, kind, part },
      `${stem}_${data.company.imo}_${data.year}${suffix}.xml`,
    ).catch((e: unknown) => setFailed(u('download.failed', { message: String((e as Error).message ?? e) })));
  };
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', margin: '8px 0' }}>
      {(['aggregated', 'ships'] as const).flatMap((kind) =>
        parts.map((part) => (
          <Button key={`${kind}-${part}`} onClick={() => save(kind, part)}>
            {u(`download.${kind}`)}
            {data.parts > 1 ? ` (${u('download.part', { part, parts: data.parts })})` : ''}
          </Button>
        )),
      )}
      {failed && <InlineError>{failed}</InlineError>}
    </div>
  );
}

function AerResult({
  companyId,
  year,
  onChanged,
}: {
  companyId: number;
  year: number;
  onChanged: () => void;
}) {
  const actorRef = useActorRef(ukCompanyAerMachine({ companyId, year }));
  const state = useSelector(actorRef, (s) => s);
  const reportsText = useAreaText('reports');
  const { errorText } = reportWords(reportsText);
  const r = reportsText.t;
  const t = useAreaText('kit').t;
  const u = useAreaText('ukMrv').t;
  if (state.hasTag('busy')) return <Text as="p">{t('listForm.busy')}</Text>;
  if (state.matches('failed'))
    return (
      <LoadFailed
        text={errorText(state.context.errorCode)}
        retryLabel={r('page.retry')}
        onRetry={() => actorRef.send({ type: 'fetch.retry' })}
      />
    );
  const data = state.context.data as UkCompanyAerDto;
  const reason = (code: string) =>
    u(code === 'cross.uk.belowGt' ? 'excludedReason.belowGt' : 'excludedReason.noImo');
  return (
    <div>
      <Text as="p">{u('companyImo', { imo: data.company.imo })}</Text>
      {data.ships.length === 0 ? <Text as="p">{u('empty')}</Text> : <ShipsTable data={data} />}
      {data.excluded.length > 0 && (
        <Text as="p">
          {u('excluded', {
            ships: data.excluded.map((x) => `${x.name} ${x.imo ?? ''} (${reason(x.reason)})`).join('; '),
          })}
        </Text>
      )}
      <TotalsTable data={data} />
      <UkErcClaims
        companyId={companyId}
        year={year}
        ships={data.ships.map((s) => ({ imo: s.imo, name: s.name, shipId: data.shipIds[s.imo]! }))}
        onChanged={onChanged}
      />
      <Downloads data={data} />
    </div>
  );
}

/**
 * The "Company AER / 公司年度排放报告" view of the UK report screen: pick a company (the DOC holders of
 * the ships the user may see) and a year, see each ship's aggregated data, the totals with their
 * summaries, and download the UK XML files (docs/reports-uk-and-cross-regime.md §7.3).
 */
export function UkCompanyAerView() {
  const u = useAreaText('ukMrv').t;
  const reportsText = useAreaText('reports');
  const r = reportsText.t;
  const { lang } = reportsText;
  const ships = useSelector(useActorRef(reportShipsMachine()), (s) => (s.context.data as Row[] | null) ?? []);
  const companies = new Map<number, string>();
  for (const s of ships)
    if (typeof s.docCompanyId === 'number')
      companies.set(
        s.docCompanyId,
        String((lang === 'zh' ? s.docCompanyZh : s.docCompanyEn) ?? s.docCompanyId),
      );
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [year, setYear] = useState(new Date().getUTCFullYear() - 1);
  const [rev, setRev] = useState(0);
  return (
    <section aria-label={u('title')}>
      <Text as="p">{u('intro')}</Text>
      <SearchFields label={u('title')}>
        <FormControl>
          <FormControl.Label>{u('company')}</FormControl.Label>
          <Select
            value={companyId === null ? '' : String(companyId)}
            onChange={(e) => setCompanyId(e.target.value ? Number(e.target.value) : null)}
          >
            <Select.Option value="">{u('companyPlaceholder')}</Select.Option>
            {[...companies].map(([id, name]) => (
              <Select.Option key={id} value={String(id)}>
                {name}
              </Select.Option>
            ))}
          </Select>
        </FormControl>
        {/* The UK scheme's first reporting year is 2022. */}
        <YearInput label={r('filters.year')} value={year} min={2022} onYear={setYear} />
      </SearchFields>
      {companyId === null ? (
        <Text as="p">{u('choose')}</Text>
      ) : (
        <AerResult
          key={`${companyId}-${year}-${rev}`}
          companyId={companyId}
          year={year}
          onChanged={() => setRev((r) => r + 1)}
        />
      )}
    </section>
  );
}
