import { Button } from '@primer/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { FlagChangeActor } from '../../machines/fleet/flagChangeMachine';
import type { FlagDocChange } from '../../domain/api';
import { formatDate } from '../../i18n/format';

/** The change history table of the flag-change machine, newest first as the server sends it. */
export function ChangeHistory({ actorRef, canEdit }: { actorRef: FlagChangeActor; canEdit: boolean }) {
  const { t, i18n } = useTranslation('fleet');
  const history = useSelector(actorRef, (s) => s.context.history);
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  const zh = i18n.language === 'zh';
  const side = (c: FlagDocChange, s: 'old' | 'new') =>
    c.changeType === 'flag'
      ? (c[`${s}FlagCode`] ?? '')
      : ((zh ? c[`${s}CompanyZh`] : c[`${s}CompanyEn`]) ?? '');
  if (!history.length) return <p>{t('changes.empty')}</p>;
  return (
    <table aria-label={t('changes.open')} style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {(['type', 'before', 'after', 'effectiveDate', 'createdBy'] as const).map((k) => (
            <th key={k} style={{ textAlign: 'left' }}>
              {t(`changes.${k}`)}
            </th>
          ))}
          {canEdit && <th />}
        </tr>
      </thead>
      <tbody>
        {history.map((c) => (
          <tr key={c.id}>
            <td>{t(`changes.${c.changeType}`)}</td>
            <td>{side(c, 'old')}</td>
            <td>{side(c, 'new')}</td>
            <td>{formatDate(c.effectiveDate, 0)}</td>
            <td>{c.createdBy ?? ''}</td>
            {canEdit && (
              <td>
                <Button
                  size="small"
                  variant="danger"
                  disabled={busy}
                  onClick={() => actorRef.send({ type: 'change.delete', id: c.id })}
                >
                  {t('changes.delete')}
                </Button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
