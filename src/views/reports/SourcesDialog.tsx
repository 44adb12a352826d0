import type { ReportSources } from '../../domain/reports/types';
import { Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { reportSourcesMachine } from '../../machines/reports/provided';
import { Dialog } from '../shared/Dialog';
import { LoadFailed } from '../shared/LoadFailed';
import { reportWords } from './reportText';
import { Td, Th } from '../shared/Table';
import { useAreaText } from '../shared/useAreaText';
import { portNameText } from '../shared/labels/PortName';

/** "Why this number": the legs and records one total was computed from. */
export function SourcesDialog({
  id,
  shipId,
  lineKey,
  onClose,
}: {
  id: number;
  shipId: number;
  lineKey: string;
  onClose: () => void;
}) {
  const actorRef = useActorRef(reportSourcesMachine(id, lineKey));
  const state = useSelector(actorRef, (s) => s);
  const reportsText = useAreaText('reports');
  const { lineText, instant, errorText } = reportWords(reportsText);
  const { t: r, lang } = reportsText;
  const t = useAreaText('kit').t;
  const data = state.context.data as ReportSources | null;
  const title = r('page.sourcesTitle', { line: lineText(lineKey) });
  return (
    <Dialog
      title={title}
      onClose={onClose}
      width="xlarge"
      footerButtons={[{ content: r('page.close'), onClick: onClose }]}
    >
      {state.hasTag('busy') && <Text as="p">{t('listForm.busy')}</Text>}
      {state.matches('failed') && (
        <LoadFailed
          text={errorText(state.context.errorCode)}
          retryLabel={r('page.retry')}
          onRetry={() => actorRef.send({ type: 'fetch.retry' })}
        />
      )}
      {data && data.legs.length === 0 && data.records.length === 0 && (
        <Text as="p">{r('page.noSources')}</Text>
      )}
      {data && data.legs.length > 0 && (
        <table aria-label={r('page.legs')} style={{ width: '100%', borderCollapse: 'collapse' }}>
          <caption style={{ textAlign: 'left', fontWeight: 600 }}>{r('page.legs')}</caption>
          <thead>
            <tr>
              {(['voyage', 'from', 'to', 'start', 'end'] as const).map((c) => (
                <Th key={c} scope="col">
                  {r(`page.${c}`)}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.legs.map((l) => (
              <tr key={l.legId}>
                <Td>
                  {/* The voyage screen opens on a ship (`?shipId=`), where this voyage is listed. */}
                  <a href={`/energyEfficiency/index?shipId=${shipId}`}>{l.voyageNo ?? l.voyageId}</a>
                </Td>
                <Td>{portNameText(lang, { code: l.from, nameEn: l.fromNameEn, nameZh: l.fromNameZh })}</Td>
                <Td>{portNameText(lang, { code: l.to, nameEn: l.toNameEn, nameZh: l.toNameZh })}</Td>
                <Td>{instant(l.start)}</Td>
                <Td>{instant(l.end)}</Td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && data.records.length > 0 && (
        <table
          aria-label={r('page.records')}
          style={{ width: '100%', borderCollapse: 'collapse', marginTop: 8 }}
        >
          <caption style={{ textAlign: 'left', fontWeight: 600 }}>{r('page.records')}</caption>
          <thead>
            <tr>
              {(['refCode', 'kind', 'at'] as const).map((c) => (
                <Th key={c} scope="col">
                  {r(`page.${c}`)}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.records.map((rec) => (
              <tr key={rec.refCode}>
                <Td>{rec.refCode}</Td>
                <Td>{rec.kind}</Td>
                <Td>{instant(rec.at)}</Td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
