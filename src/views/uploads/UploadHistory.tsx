import { Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Page } from '../../domain/api';
import type { UploadHistoryRow } from '../../domain/schemas/uploads';
import { fetched } from '../../machines/fetchMachine';
import { uploadHistoryMachine } from '../../machines/upload/provided';
import { useAreaText } from '../shared/useAreaText';
import { LoadFailed } from '../shared/LoadFailed';
import { Td, Th } from '../shared/Table';
import { formatInstant } from '../../i18n/format';

/** The upload history (`GET /api/uploads`): who, when, file, hash, counts, result. `revision` reloads it. */
export function UploadHistory({ revision }: { revision: string }) {
  // A finished upload adds a row: a new revision mounts a new reader.
  return <UploadHistoryList key={revision} />;
}

function UploadHistoryList() {
  const { t } = useAreaText('uploads');
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
                <Th key={k}>{t(`history.${k}`)}</Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.items.map((r) => (
              <tr key={r.id}>
                <Td>{formatInstant(r.at)}</Td>
                <Td>{r.userName}</Td>
                <Td>{t(`kind.${r.kind}`)}</Td>
                <Td>{r.shipName ?? ''}</Td>
                <Td>{r.fileName}</Td>
                <Td title={r.sha256}>
                  <code>{r.sha256.slice(0, 12)}…</code>
                </Td>
                <Td>{`${r.counts.records} / ${r.counts.episodes} / ${r.counts.snapshots}`}</Td>
                <Td>
                  {r.result === 'accepted'
                    ? t('history.accepted')
                    : t('history.refusedResult', { count: r.issueCount })}
                </Td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
