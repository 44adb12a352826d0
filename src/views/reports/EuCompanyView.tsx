import { ErrorBanner } from '../shared/ErrorText';
import { UserText } from '../shared/UserText';
import type { TFunction } from 'i18next';
import {
  scenarioCosts,
  type CompanyLevelDto,
  type CompanyLevelRow,
  type EtsPriceScenario,
} from '../../domain/euMrv/company';
import { EU_COMPANY_AMOUNTS, EU_COMPANY_COLUMNS } from '../../domain/reports/regimes';
import { useState } from 'react';
import { Button, FormControl, Heading, Select, Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { fetched } from '../../machines/fetchMachine';
import { fetchErrorCode, fetchPhase } from '../../machines/fetchMachine.selectors';
import {
  companyChoicesMachine,
  companyLevelMachine,
  companyScenariosMachine,
  exportCompanyLevel,
} from '../../machines/reports/provided/euCompany';
import { EtsScenarioPanel } from './EtsScenarioPanel';
import { useAreaText } from '../shared/useAreaText';
import { reportWords } from './reportText';
import { formatPeriod } from '../../i18n/format';
import { Td, Th } from '../shared/Table';

/** A row's cells as the table shows them: ship name in the UI language, period, source in words. */
export function rowCells(
  dto: Pick<CompanyLevelDto, 'shipNames'>,
  r: CompanyLevelRow,
  c: TFunction<'euCompany'>,
  lang: 'zh' | 'en',
  amount: (v: number) => string,
): string[] {
  const n = dto.shipNames[r.shipId];
  return [
    lang === 'zh' ? (n?.nameZh ?? n?.nameEn ?? r.shipName) : (n?.nameEn ?? r.shipName),
    r.imo ?? '',
    formatPeriod(r.period),
    c(r.partial ? 'yes' : 'no'),
    r.source.kind === 'report'
      ? c('sourceReport', { id: r.source.reportId, status: c(`status.${r.source.status}`) })
      : c('sourceLedger'),
    ...EU_COMPANY_AMOUNTS.map((k) => amount(r[k])),
  ];
}

/** The company's ships, one row per full year or partial report, with the totals. */
export function CompanyLevelTable({ dto }: { dto: CompanyLevelDto }) {
  const { t: c, lang } = useAreaText('euCompany');
  const reportsText = useAreaText('reports');
  const { amount, day } = reportWords(reportsText);
  const a = (v: number) => amount(v);
  const company = lang === 'zh' ? (dto.company.nameZh ?? dto.company.nameEn) : dto.company.nameEn;
  return (
    <>
      <Text as="p" data-testid="company-deadline">
        {c('deadline', { date: day(dto.deadline) })}
      </Text>
      {dto.rows.length === 0 ? (
        <Text as="p">{c('empty')}</Text>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table aria-label={c('table', { company, year: dto.year })} style={{ borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                {EU_COMPANY_COLUMNS.map((k) => (
                  <Th key={k} scope="col">
                    {c(`cols.${k}`)}
                  </Th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dto.rows.map((r) => (
                <tr key={`${r.shipId}-${r.period.start}`}>
                  {rowCells(dto, r, c, lang, a).map((x, i) =>
                    i === 0 ? (
                      <Th key={i} scope="row">
                        {x}
                      </Th>
                    ) : (
                      <Td key={i} style={i >= 5 ? { textAlign: 'right' } : undefined}>
                        {x}
                      </Td>
                    ),
                  )}
                </tr>
              ))}
              <tr>
                <Th scope="row">{c('total')}</Th>
                <Td colSpan={4} />
                {EU_COMPANY_AMOUNTS.map((k) => (
                  <Td key={k} style={{ textAlign: 'right' }} data-testid={`company-total-${k}`}>
                    {a(dto.totals[k])}
                  </Td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
      {dto.excluded.length > 0 && (
        <Text as="p" role="note">
          {c('excluded', {
            ships: dto.excluded
              .map((x) => dto.shipNames[x.shipId]?.[lang === 'zh' ? 'nameZh' : 'nameEn'] ?? String(x.shipId))
              .join(', '),
          })}
        </Text>
      )}
      <Text as="p">
        {`${c('allowances')} `}
        <strong data-testid="company-allowances">{a(dto.allowances)}</strong>
      </Text>
      <Heading as="h4" style={{ fontSize: 14 }}>
        {c('deadlines')}
      </Heading>
      <ul>
        {dto.deadlines.map((d) => (
          <li
            key={d.key}
          >{`${c(`deadlineKeys.${d.key}`, { defaultValue: `deadlineKeys.${d.key}` })}: ${day(d.date)}`}</li>
        ))}
      </ul>
    </>
  );
}

interface CompanyChoice {
  id: number;
  nameEn: string;
  nameZh: string | null;
}

/** One company-year: loads the figures (the shared fetch chart) and shows the table and scenarios. */
function CompanyYear({ companyId, year, canEdit }: { companyId: number; year: number; canEdit: boolean }) {
  const actorRef = useActorRef(companyLevelMachine(companyId, year));
  const phase = useSelector(actorRef, fetchPhase);
  const error = useSelector(actorRef, fetchErrorCode);
  const dto = useSelector(actorRef, (s) => fetched<CompanyLevelDto>(s));
  const { t: c } = useAreaText('euCompany');
  // A reload after a scenario write keeps the figures (and the panel's message) on screen.
  if (phase === 'loading' && !dto) return <Text as="p">{c('busy')}</Text>;
  if (phase === 'failed')
    return (
      <ErrorBanner text={c('failed', { error: error ?? '' })}>
        <Button onClick={() => actorRef.send({ type: 'fetch.retry' })}>{c('retry')}</Button>
      </ErrorBanner>
    );
  if (!dto) return null;
  return (
    <>
      <div style={{ display: 'flex', gap: 8, margin: '8px 0' }}>
        {(['zh', 'en'] as const).map((l) => (
          <Button key={l} onClick={() => void exportCompanyLevel(companyId, year, l)}>
            {/* The export's language named in the UI's language ("Chinese", "英文"). */}
            {c('export', { lang: c(`exportLangs.${l}`) })}
          </Button>
        ))}
      </div>
      <CompanyLevelTable dto={dto} />
      <EtsScenarioPanel
        companyId={companyId}
        scenarios={dto.scenarios}
        costs={dto.costs}
        canEdit={canEdit}
        onChanged={() => actorRef.send({ type: 'fetch.retry' })}
      />
    </>
  );
}

/**
 * "Company level / 公司级汇总" on the EU MRV page (docs/reports-eu.md §4.2): the company (DOC holders
 * of the user's ships) and the year, then the company-level data with the ETS cost per scenario.
 */
export function CompanyLevelSection({ canEdit }: { canEdit: boolean }) {
  const { t: c, lang } = useAreaText('euCompany');
  const choicesRef = useActorRef(companyChoicesMachine());
  const choices = useSelector(choicesRef, (s) => fetched<CompanyChoice[]>(s));
  const [picked, setPicked] = useState<number | null>(null);
  const [year, setYear] = useState(new Date().getUTCFullYear() - 1);
  const companyId = picked ?? choices?.[0]?.id ?? null;
  const last = new Date().getUTCFullYear();
  const years = Array.from({ length: last - 2024 + 1 }, (_, i) => last - i);
  return (
    <section aria-label={c('title')}>
      <Heading as="h3" style={{ fontSize: 16 }}>
        {c('title')}
      </Heading>
      {choices && choices.length === 0 ? (
        <Text as="p">{c('noCompanies')}</Text>
      ) : (
        <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', margin: '8px 0' }}>
          <FormControl>
            <FormControl.Label>{c('company')}</FormControl.Label>
            <Select
              value={companyId === null ? '' : String(companyId)}
              onChange={(e) => setPicked(Number(e.target.value))}
            >
              {(choices ?? []).map((o) => (
                <Select.Option key={o.id} value={String(o.id)}>
                  {lang === 'zh' ? (o.nameZh ?? o.nameEn) : o.nameEn}
                </Select.Option>
              ))}
            </Select>
          </FormControl>
          <FormControl>
            <FormControl.Label>{c('year')}</FormControl.Label>
            <Select value={String(year)} onChange={(e) => setYear(Number(e.target.value))}>
              {years.map((y) => (
                <Select.Option key={y} value={String(y)}>
                  {String(y)}
                </Select.Option>
              ))}
            </Select>
          </FormControl>
        </div>
      )}
      {companyId !== null && (
        <CompanyYear key={`${companyId}-${year}`} companyId={companyId} year={year} canEdit={canEdit} />
      )}
    </section>
  );
}

/** On an EU report page: the cost of the report's allowances at each price scenario of its company. */
export function ReportScenarioCosts({ companyId, surrender }: { companyId: number; surrender: number }) {
  const actorRef = useActorRef(companyScenariosMachine(companyId));
  const scenarios = useSelector(actorRef, (s) => fetched<EtsPriceScenario[]>(s));
  const { t: c } = useAreaText('euCompany');
  const reportsText = useAreaText('reports');
  const { amount } = reportWords(reportsText);
  if (!scenarios) return null;
  if (scenarios.length === 0) return <Text as="p">{c('scenarios.empty')}</Text>;
  const costs = scenarioCosts(surrender, scenarios);
  return (
    <table aria-label={c('scenarios.table')} style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {(['name', 'price', 'cost'] as const).map((k) => (
            <Th key={k} scope="col">
              {c(`scenarios.${k}`)}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {costs.map((s) => (
          <tr key={s.id}>
            <Th scope="row">
              <UserText>{s.name}</UserText>
            </Th>
            <Td style={{ textAlign: 'right' }}>{amount(s.priceEur)}</Td>
            <Td style={{ textAlign: 'right' }}>{amount(s.costEur)}</Td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
