import type { TFunction } from 'i18next';
import type { ReportReason } from '../../domain/reports/types';
import {
  COMPARED_REGIMES,
  type ComparedRegime,
  type RegimeScore,
} from '../../domain/reports/regimeComparison';
import type { RegimeComparisonDto } from '../../services/regimeComparisonApi';
import type { Lang, PortNamePair } from '../../domain/api';
import { reasonParamsIn } from '../../domain/reports/reasonParams';
import { formatDate, formatPercent } from '../../i18n/format';
import { Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useAreaText } from '../shared/useAreaText';
import { portNameText } from '../shared/labels/PortName';
import { regimeComparisonMachine } from '../../machines/reports/provided/regimeComparison';
import { LoadFailed } from '../shared/LoadFailed';
import { ShipYearFilter } from '../shared/ShipYearFilter';
import { reportWords } from './reportText';
import { useChoices } from './useChoices';
import { Td, Th } from '../shared/Table';

/**
 * A reason code `cross.eu.between` in words (`regimeComparison.reasons.eu.between`): the code arrives
 * at run time, so its words when the area has them, else the generic reason. Its ports are named in
 * the screen's language (`reasonParamsIn`), a share it carries is a percent in the house's form and
 * a day is a date in the house's format.
 */
const crossReason = (t: TFunction<'reports'>, lang: Lang, r: ReportReason) => {
  const params: Record<string, string | number> = reasonParamsIn(r.params, lang);
  if (typeof params.share === 'number') params.percent = formatPercent(params.share, lang);
  if (typeof params.day === 'string') params.day = formatDate(params.day);
  return t(`regimeComparison.reasons.${r.code.replace(/^cross\./, '')}`, {
    ...params,
    defaultValue: t('regimeComparison.reasons.other', { code: r.code }),
  });
};
const SHARE_COLOUR: Record<number, string> = {
  0: 'var(--fgColor-muted)',
  0.5: 'var(--fgColor-attention)',
  1: 'var(--fgColor-success)',
};

function ScoreCell({ regime, score }: { regime: ComparedRegime; score: RegimeScore }) {
  const { t, lang } = useAreaText('reports');
  const reason = (r: ReportReason) => crossReason(t, lang, r);
  return (
    <Td data-regime={regime}>
      <strong style={{ color: SHARE_COLOUR[score.share] }}>{formatPercent(score.share, lang)}</strong>
      <div style={{ fontSize: 12 }}>{reason(score.reason)}</div>
      {score.note && <div style={{ fontSize: 12, color: 'var(--fgColor-muted)' }}>{reason(score.note)}</div>}
    </Td>
  );
}

/** The voyages × regimes table of one answer. */
export function RegimeComparisonTable({ data }: { data: RegimeComparisonDto }) {
  const { t, lang } = useAreaText('reports');
  const reportsText = useAreaText('reports');
  const { instant, amount } = reportWords(reportsText);
  const portText = (code: string, names: PortNamePair | null) =>
    portNameText(lang, { code, nameEn: names?.[0], nameZh: names?.[1] });
  if (data.rows.length === 0) return <Text as="p">{t('regimeComparison.empty')}</Text>;
  return (
    <table aria-label={t('regimeComparison.title')} style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {(['voyage', 'from', 'to', 'departure', 'co2'] as const).map((k) => (
            <Th key={k} scope="col">
              {t(`regimeComparison.columns.${k}`)}
            </Th>
          ))}
          {COMPARED_REGIMES.map((g) => (
            <Th key={g} scope="col">
              {t(`regimeComparison.regimes.${g}`)}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.rows.map((row) => (
          <tr key={row.legId}>
            <Td>{row.voyageNo}</Td>
            <Td>{row.fromPort ? portText(row.fromPort, row.fromPortNames) : row.fromCountry}</Td>
            <Td>{row.toPort ? portText(row.toPort, row.toPortNames) : row.toCountry}</Td>
            <Td>{instant(row.departure)}</Td>
            <Td>{amount(row.co2T)}</Td>
            {COMPARED_REGIMES.map((g) => (
              <ScoreCell key={g} regime={g} score={row.scores[g]} />
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <Th scope="row" colSpan={5}>
            {t('regimeComparison.co2InScope')}
          </Th>
          {COMPARED_REGIMES.map((g) => (
            <Td key={g}>{amount(data.co2InScopeT[g])}</Td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}

/** The fetched answer of one ship-year: busy, failed with Retry, or the table. */
function RegimeComparisonResult({ shipId, year }: { shipId: number; year: number }) {
  const actorRef = useActorRef(regimeComparisonMachine({ shipId, year }));
  const state = useSelector(actorRef, (s) => s);
  const reportsText = useAreaText('reports');
  const { errorText } = reportWords(reportsText);
  const r = reportsText.t;
  const t = useAreaText('kit').t;
  if (state.hasTag('busy')) return <Text as="p">{t('listForm.busy')}</Text>;
  if (state.matches('failed'))
    return (
      <LoadFailed
        text={errorText(state.context.errorCode)}
        retryLabel={r('page.retry')}
        onRetry={() => actorRef.send({ type: 'fetch.retry' })}
      />
    );
  return <RegimeComparisonTable data={state.context.data as RegimeComparisonDto} />;
}

/**
 * The "Across regimes" tab of the emission report hub (`/MRVReport/EmissionReport`): one ship-year's
 * voyages scored by every regime side by side, each share with its reason, so a user sees why a
 * voyage counts 100% for EU MRV, 50% for the EU ETS and not at all for the UK.
 */
export function RegimeComparisonView() {
  const { t } = useAreaText('reports');
  const [choice, choose] = useChoices({ shipId: '', year: String(new Date().getUTCFullYear() - 1) });
  const shipId = choice.shipId === '' ? null : Number(choice.shipId);
  const year = Number(choice.year);
  return (
    <div>
      <Text as="p">{t('regimeComparison.intro')}</Text>
      <ShipYearFilter
        shipId={shipId}
        year={year}
        onShip={(id) => choose('shipId', id === null ? '' : String(id))}
        onYear={(y) => choose('year', String(y))}
      />
      {shipId === null ? (
        <Text as="p">{t('regimeComparison.choose')}</Text>
      ) : (
        <RegimeComparisonResult key={`${shipId}-${year}`} shipId={shipId} year={year} />
      )}
    </div>
  );
}
