import type { EuMrvFigures, EuSegmentFigures, EuVoyageRow } from '../../domain/euMrv/reportTypes';
import type { TFunction } from 'i18next';
import type { ReportReason } from '../../domain/reports/types';
import type { Lang } from '../../domain/api';
import { euReasonParams } from '../../domain/euMrv/reasons';
import { Fragment, useState } from 'react';
import { Button, Heading, Text, TextInput } from '@primer/react';
import { useAreaText } from '../shared/useAreaText';
import { portNameText } from '../shared/labels/PortName';
import { etsCost, etsDeadlines } from '../../domain/euMrv/company';
import { ReportScenarioCosts } from './EuCompanyView';
import { reportWords } from './reportText';
import { InlineError } from '../shared/ErrorText';
import { useChoices } from './useChoices';
import { Td, Th } from '../shared/Table';
import { formatInstant, formatPercent } from '../../i18n/format';

/** Stored figures of an EU MRV / ETS report (the generators' `kind`). */
export const isEuFigures = (f: unknown): f is EuMrvFigures =>
  typeof f === 'object' && f !== null && (f as { kind?: unknown }).kind === 'euMrv';

const sumFuel = (s: EuSegmentFigures) => Object.values(s.fuelT).reduce<number>((a, b) => a + (b ?? 0), 0);

/**
 * The EU words of a reason code (euMrv area `reasons.*`), its parameters filled in: the code arrives
 * at run time, so its words when the area has them, else the code itself.
 */
const euReason = (e: TFunction<'euMrv'>, lang: Lang, x: ReportReason) =>
  e(`reasons.${x.code.replace(/^eu\./, '')}`, { ...euReasonParams(x, lang), defaultValue: x.code });

function VoyageRows({ v }: { v: EuVoyageRow }) {
  const { t: e, lang } = useAreaText('euMrv');
  const reason = (x: ReportReason) => euReason(e, lang, x);
  const reportsText = useAreaText('reports');
  const { amount } = reportWords(reportsText);
  const [open, setOpen] = useState(false);
  // A port by its name in the UI language with its code, as every port column shows it.
  const port = (code: string | null, nameEn: string | null, nameZh: string | null | undefined) =>
    code ? portNameText(lang, { code, nameEn, nameZh }) : (nameEn ?? '?');
  const route = `${port(v.from, v.fromName, v.fromNameZh)} → ${port(v.to, v.toName, v.toNameZh)}`;
  const detailId = `eu-why-${v.legId}`;
  return (
    <>
      <tr>
        <Td>{v.voyageNo}</Td>
        {/* The EU figures keep only each port's English name: data in English on either
            language's page, marked as such. */}
        <Th scope="row" lang="en">
          {route}
        </Th>
        <Td>{formatInstant(v.departure)}</Td>
        <Td>{formatInstant(v.arrival)}</Td>
        <Td style={{ textAlign: 'right' }}>{amount(sumFuel(v.voyage))}</Td>
        <Td style={{ textAlign: 'right' }}>{amount(v.voyage.co2)}</Td>
        <Td style={{ textAlign: 'right' }}>{amount(v.voyage.ch4)}</Td>
        <Td style={{ textAlign: 'right' }}>{amount(v.voyage.n2o)}</Td>
        <Td style={{ textAlign: 'right' }}>{amount(v.distanceNm)}</Td>
        <Td style={{ textAlign: 'right' }}>{amount(v.hoursAtSea)}</Td>
        <Td style={{ textAlign: 'right' }}>{amount(v.cargoT)}</Td>
        <Td style={{ textAlign: 'right' }}>{amount(v.transportWorkTnm)}</Td>
        <Td>{e(`categories.${v.voyage.bucket}`)}</Td>
        <Td style={{ textAlign: 'right' }}>{formatPercent(v.voyage.mrvShare, lang, 0)}</Td>
        <Td style={{ textAlign: 'right' }}>
          <Button
            size="small"
            variant="invisible"
            aria-expanded={open}
            aria-controls={detailId}
            aria-label={e('whyLabel', { route })}
            onClick={() => setOpen(!open)}
          >
            {e('why', { share: formatPercent(v.voyage.etsShare, lang, 0) })}
          </Button>
        </Td>
      </tr>
      {open && (
        <tr id={detailId}>
          <Td colSpan={15} style={{ background: 'var(--bgColor-muted)' }}>
            <Text as="p" data-testid="eu-reason">
              {reason(v.voyage.reason)}
            </Text>
            <Text as="p">{`${e('berth')}: ${reason(v.berth.reason)} (${amount(v.berth.co2)} t CO₂)`}</Text>
            {v.stops.length > 0 && (
              <Text as="p">{`${e('stops')}: ${v.stops.map((s) => reason(s.reason)).join('; ')}`}</Text>
            )}
          </Td>
        </tr>
      )}
    </>
  );
}

/** The ETS part: amounts, deadlines from the registry, and the cost at a price the user types. */
function EtsPanel({ f }: { f: EuMrvFigures }) {
  const { t: e, lang } = useAreaText('euMrv');
  const reportsText = useAreaText('reports');
  const { amount, day } = reportWords(reportsText);
  const [{ price }, choose] = useChoices({ price: '' });
  const p = Number(price);
  const valid = price.trim() !== '' && Number.isFinite(p) && p >= 0;
  return (
    <section aria-label={e('etsTitle')}>
      <Heading as="h3" style={{ fontSize: 16 }}>
        {e('etsTitle')}
      </Heading>
      <Text as="p">
        {`${e('etsSubject')}: ${amount(f.ets.subjectT)} · ${e(`basis.${f.ets.basis}`)} · ${e('phaseIn')}: ${formatPercent(f.ets.phaseIn, lang, 0)} · ${e('surrender')}: `}
        <strong data-testid="eu-surrender">{amount(f.ets.surrender)}</strong>
      </Text>
      <label>
        {e('price')}{' '}
        <TextInput value={price} onChange={(x) => choose('price', x.target.value)} inputMode="decimal" />
      </label>
      {price.trim() !== '' && !valid && <InlineError>{e('priceInvalid')}</InlineError>}
      {valid && (
        <Text as="p" data-testid="eu-cost">{`${e('cost')}: ${amount(etsCost(f.ets.surrender, p))}`}</Text>
      )}
      {f.ship.companyId ? (
        <ReportScenarioCosts companyId={f.ship.companyId} surrender={f.ets.surrender} />
      ) : null}
      <Heading as="h4" style={{ fontSize: 14 }}>
        {e('deadlines')}
      </Heading>
      <ul>
        {etsDeadlines(f.year).map((d) => (
          <li
            key={d.key}
          >{`${e(`deadline.${d.key}`, { defaultValue: `deadline.${d.key}` })}: ${day(d.date)}`}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The per-voyage list of an EU report: each voyage with its MRV and ETS share; the
 * ETS share is a button that opens the reason in words (voyage, berth stay, stops on the way).
 */
export function EuVoyageList({ figures: f }: { figures: EuMrvFigures }) {
  const { t: e } = useAreaText('euMrv');
  const cols = [
    'voyage',
    'route',
    'departure',
    'arrival',
    'fuel',
    'co2',
    'ch4',
    'n2o',
    'distance',
    'hours',
    'cargo',
    'transportWork',
    'category',
    'mrv',
    'ets',
  ] as const;
  return (
    <section aria-label={e('title')}>
      <Heading as="h3" style={{ fontSize: 16 }}>
        {e('title')}
      </Heading>
      {f.voyages.length === 0 ? (
        <Text as="p">{e('empty')}</Text>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table aria-label={e('title')} style={{ borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                {cols.map((c) => (
                  <Th key={c} scope="col">
                    {e(c)}
                  </Th>
                ))}
              </tr>
            </thead>
            <tbody>
              {f.voyages.map((v) => (
                <Fragment key={v.legId}>
                  <VoyageRows v={v} />
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <EtsPanel f={f} />
    </section>
  );
}
