import {
  scenarioCosts,
  type CompanyLevelDto,
  type CompanyLevelRow,
  type EtsPriceScenario,
} from '../../domain/euMrv/company';
import { useEffect, useRef, useState } from 'react';
import { Button, FormControl, Heading, Select, Text, TextInput } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fetched } from '../../machines/fetchMachine';
import {
  companyChoicesMachine,
  companyLevelMachine,
  companyScenariosMachine,
  etsScenarioWrites,
  exportCompanyLevel,
} from '../../machines/reports/etsCompanyProvided';
import { ConfirmDialog } from '../listForm/ConfirmDialog';
import { cell, numCell, useReportText } from './reportText';

/** The company-level words (area `etsco`). */
export function useCompanyText() {
  const { t, i18n } = useTranslation('euCompany');
  const c = (key: string, o?: Record<string, unknown>) => t(key as never, o as never) as unknown as string;
  return { c, lang: i18n.language === 'zh' ? ('zh' as const) : ('en' as const) };
}

const NUMS = ['co2', 'ch4', 'n2o', 'co2e', 'etsSubjectT', 'surrender'] as const;
const COLS = [
  'ship',
  'imo',
  'period',
  'partial',
  'source',
  'co2',
  'ch4',
  'n2o',
  'co2e',
  'etsSubject',
  'surrender',
];
const lastDay = (iso: string) => new Date(Date.parse(iso) - 1).toISOString().slice(0, 10);

/** A row's cells as the table shows them: ship name in the UI language, period, source in words. */
export function rowCells(
  dto: Pick<CompanyLevelDto, 'shipNames'>,
  r: CompanyLevelRow,
  c: (key: string, o?: Record<string, unknown>) => string,
  lang: 'zh' | 'en',
  amount: (v: number) => string,
): string[] {
  const n = dto.shipNames[r.shipId];
  return [
    lang === 'zh' ? (n?.nameZh ?? n?.nameEn ?? r.shipName) : (n?.nameEn ?? r.shipName),
    r.imo ?? '',
    `${r.period.start.slice(0, 10)} – ${lastDay(r.period.end)}`,
    c(r.partial ? 'yes' : 'no'),
    r.source.kind === 'report'
      ? c('sourceReport', { id: r.source.reportId, status: c(`status.${r.source.status}`) })
      : c('sourceLedger'),
    ...NUMS.map((k) => amount(r[k])),
  ];
}

/** The company's ships, one row per full year or partial report, with the totals. */
export function CompanyLevelTable({ dto }: { dto: CompanyLevelDto }) {
  const { c, lang } = useCompanyText();
  const { amount, day } = useReportText();
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
                {COLS.map((k) => (
                  <th key={k} scope="col" style={cell}>
                    {c(`cols.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dto.rows.map((r) => (
                <tr key={`${r.shipId}-${r.period.start}`}>
                  {rowCells(dto, r, c, lang, a).map((x, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" style={cell}>
                        {x}
                      </th>
                    ) : (
                      <td key={i} style={i >= 5 ? numCell : cell}>
                        {x}
                      </td>
                    ),
                  )}
                </tr>
              ))}
              <tr>
                <th scope="row" style={cell}>
                  {c('total')}
                </th>
                <td colSpan={4} style={cell} />
                {NUMS.map((k) => (
                  <td key={k} style={numCell} data-testid={`company-total-${k}`}>
                    {a(dto.totals[k])}
                  </td>
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
          <li key={d.key}>{`${c(`deadlineKeys.${d.key}`)}: ${day(d.date)}`}</li>
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

const validPrice = (s: string) => {
  const p = Number(s.replace(',', '.'));
  return s.trim() !== '' && Number.isFinite(p) && p > 0 ? p : null;
};

/**
 * The price scenarios of a company with the cost of `surrender` allowances at each: add, change,
 * delete (after a confirmation). A refusal is shown as the server words it (taken name 422, stale
 * version 409: the list is reloaded).
 */
export function ScenarioPanel({
  companyId,
  scenarios,
  costs,
  canEdit,
  onChanged,
}: {
  companyId: number;
  scenarios: EtsPriceScenario[];
  costs: { id: number; costEur: number }[];
  canEdit: boolean;
  onChanged: () => void;
}) {
  const { c } = useCompanyText();
  const { amount } = useReportText();
  const writes = useActorRef(etsScenarioWrites(companyId));
  const busy = useSelector(writes, (x) => x.hasTag('busy'));
  const confirming = useSelector(writes, (x) => (x.matches('confirming') ? x.context.target : null));
  const changes = useSelector(writes, (x) => x.context.changes);
  const refused = useSelector(writes, (x) => x.context.problem);
  const [editing, setEditing] = useState<EtsPriceScenario | null>(null);
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const reset = () => {
    setEditing(null);
    setName('');
    setPrice('');
    setNote('');
  };
  // Each write that went through (or found the scenario changed: 409) empties the form (adjusted
  // while rendering, React's pattern for state that follows a changed value) and reloads the figures.
  const [seenChanges, setSeenChanges] = useState(changes);
  if (changes !== seenChanges) {
    setSeenChanges(changes);
    if (!refused || refused.kind === 'stale') reset();
  }
  const reported = useRef(changes);
  useEffect(() => {
    if (changes === reported.current) return;
    reported.current = changes;
    onChanged();
  }, [changes, onChanged]);
  const save = () => {
    const p = validPrice(price);
    if (!name.trim()) return setInvalid(c('scenarios.nameRequired'));
    if (p === null) return setInvalid(c('scenarios.priceInvalid'));
    setInvalid(null);
    writes.send({
      type: 'save',
      scenario: {
        ...(editing ? { id: editing.id, version: editing.version } : {}),
        name: name.trim(),
        priceEur: p,
        note: note.trim() || null,
      },
    });
  };
  const problem =
    invalid ??
    (refused?.kind === 'stale'
      ? c('scenarios.stale')
      : refused
        ? c('scenarios.failed', { error: refused.text })
        : null);
  const cost = (id: number) => costs.find((x) => x.id === id)?.costEur ?? 0;
  return (
    <section aria-label={c('scenarios.title')}>
      <Heading as="h4" style={{ fontSize: 14 }}>
        {c('scenarios.title')}
      </Heading>
      {scenarios.length === 0 ? (
        <Text as="p">{c('scenarios.empty')}</Text>
      ) : (
        <table aria-label={c('scenarios.table')} style={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {['name', 'price', 'cost', 'note', ...(canEdit ? ['actions'] : [])].map((k) => (
                <th key={k} scope="col" style={cell}>
                  {c(`scenarios.${k}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {scenarios.map((s) => (
              <tr key={s.id}>
                <th scope="row" style={cell}>
                  {s.name}
                </th>
                <td style={numCell}>{amount(s.priceEur)}</td>
                <td style={numCell} aria-label={c('scenarios.costFor', { name: s.name })}>
                  {amount(cost(s.id))}
                </td>
                <td style={cell}>{s.note ?? ''}</td>
                {canEdit && (
                  <td style={cell}>
                    <Button
                      size="small"
                      onClick={() => {
                        setEditing(s);
                        setName(s.name);
                        setPrice(String(s.priceEur));
                        setNote(s.note ?? '');
                      }}
                    >
                      {c('scenarios.edit')}
                    </Button>{' '}
                    <Button
                      size="small"
                      variant="danger"
                      onClick={() => writes.send({ type: 'delete.ask', scenario: s })}
                    >
                      {c('scenarios.delete')}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canEdit && (
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end', margin: '8px 0', flexWrap: 'wrap' }}>
          <FormControl>
            <FormControl.Label>{c('scenarios.name')}</FormControl.Label>
            <TextInput value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
          </FormControl>
          <FormControl>
            <FormControl.Label>{c('scenarios.price')}</FormControl.Label>
            <TextInput value={price} onChange={(e) => setPrice(e.target.value)} inputMode="decimal" />
          </FormControl>
          <FormControl>
            <FormControl.Label>{c('scenarios.note')}</FormControl.Label>
            <TextInput value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} />
          </FormControl>
          <Button variant="primary" disabled={busy} onClick={save}>
            {editing ? c('scenarios.save') : c('scenarios.add')}
          </Button>
          {editing && <Button onClick={reset}>{c('scenarios.cancel')}</Button>}
        </div>
      )}
      {problem && (
        <Text as="p" role="alert" style={{ color: '#cf222e' }}>
          {problem}
        </Text>
      )}
      {confirming && (
        <ConfirmDialog
          message={c('scenarios.confirmDelete', { name: confirming.name })}
          busy={busy}
          onAccept={() => writes.send({ type: 'delete.confirm' })}
          onCancel={() => writes.send({ type: 'delete.cancel' })}
        />
      )}
    </section>
  );
}

/** One company-year: loads the figures (the shared fetch chart) and shows the table and scenarios. */
function CompanyYear({ companyId, year, canEdit }: { companyId: number; year: number; canEdit: boolean }) {
  const actorRef = useActorRef(companyLevelMachine(companyId, year));
  const state = useSelector(actorRef, (s) => s);
  const { c } = useCompanyText();
  const dto = fetched<CompanyLevelDto>(state);
  // A reload after a scenario write keeps the figures (and the panel's message) on screen.
  if (state.hasTag('busy') && !dto) return <Text as="p">{c('busy')}</Text>;
  if (state.matches('failed'))
    return (
      <div role="alert">
        <Text as="p">{c('failed', { error: state.context.errorCode ?? '' })}</Text>
        <Button onClick={() => actorRef.send({ type: 'fetch.retry' })}>{c('retry')}</Button>
      </div>
    );
  if (!dto) return null;
  return (
    <>
      <div style={{ display: 'flex', gap: 8, margin: '8px 0' }}>
        {(['zh', 'en'] as const).map((l) => (
          <Button key={l} onClick={() => void exportCompanyLevel(companyId, year, l)}>
            {c('export', { lang: l === 'zh' ? '中文' : 'English' })}
          </Button>
        ))}
      </div>
      <CompanyLevelTable dto={dto} />
      <ScenarioPanel
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
  const { c, lang } = useCompanyText();
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
  const { c } = useCompanyText();
  const { amount } = useReportText();
  if (!scenarios) return null;
  if (scenarios.length === 0) return <Text as="p">{c('scenarios.empty')}</Text>;
  const costs = scenarioCosts(surrender, scenarios);
  return (
    <table aria-label={c('scenarios.table')} style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {(['name', 'price', 'cost'] as const).map((k) => (
            <th key={k} scope="col" style={cell}>
              {c(`scenarios.${k}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {costs.map((s) => (
          <tr key={s.id}>
            <th scope="row" style={cell}>
              {s.name}
            </th>
            <td style={numCell}>{amount(s.priceEur)}</td>
            <td style={numCell}>{amount(s.costEur)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
