import { Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Page } from '../../domain/api';
import type { UploadHistoryRow } from '../../domain/schemas/uploads';
import { fetched } from '../../machines/fetchMachine';
import { uploadHistoryMachine } from '../../machines/upload/provided';
import { useUploadText } from './useUploadText';
import { LoadFailed } from '../shared/LoadFailed';
import { cell } from '../shared/Table';

/** The upload history (`GET /api/uploads`): who, when, file, hash, counts, result. `revision` reloads it. */
export function UploadHistory({ revision }: { revision: string }) {
  // A finished upload adds a row: a new revision mounts a new reader.
  return <UploadHistoryList key={revision} />;
}

function UploadHistoryList() {
  const { t } = useUploadText();
  const actorRef = useActorRef(uploadHistoryMachine);
  const state = useSelector(actorRef, (s) => s);
  const page = fetched<Page<UploadHistoryRow>>(state);
  return (
    <section aria-label={t('history.heading')} style={{ marginTop: 24 }}>
      <h3 style={{ fontSize: 15 }}>{t('history.heading')}</h3>
      {state.matches('loading') && <Text as="p">{t('history.loading')}</Text>}
      {state.matches('failed') && (
        <LoadFailed
          text={t('history.failed')}
          retryLabel={t('history.retry')}
          onRetry={() => actorRef.send({ type: 'fetch.retry' })}
        />
      )}
      {page && page.items.length === 0 && <Text as="p">{t('history.empty')}</Text>}
      {page && page.items.length > 0 && (
        <table aria-label={t('history.heading')} style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              {(['at', 'user', 'kind', 'ship', 'file', 'hash', 'counts', 'result'] as const).map((k) => (
                <th key={k} style={cell}>
                  {t(`history.${k}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.items.map((r) => (
              <tr key={r.id}>
                <td style={cell}>{r.at.slice(0, 16).replace('T', ' ')}</td>
                <td style={cell}>{r.userName}</td>
                <td style={cell}>{t(`kind.${r.kind}`)}</td>
                <td style={cell}>{r.shipName ?? ''}</td>
                <td style={cell}>{r.fileName}</td>
                <td style={cell} title={r.sha256}>
                  <code>{r.sha256.slice(0, 12)}…</code>
                </td>
                <td style={cell}>{`${r.counts.records} / ${r.counts.episodes} / ${r.counts.snapshots}`}</td>
                <td style={cell}>
                  {r.result === 'accepted'
                    ? t('history.accepted')
                    : t('history.refusedResult', { count: r.issueCount })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
