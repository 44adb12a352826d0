import { Dialog } from '../shared/Dialog';
import { useSelector } from '@xstate/react';
import type { EditDialogActor } from '../../machines/listForm/editDialogMachine';
import type { FieldSpec } from './types';
import { useOptions } from './useOptions';
import { useAreaText } from '../shared/useAreaText';
import { configText } from './configText';
import { UserText } from '../shared/UserText';

const STATUS = {
  kind: 'static' as const,
  options: [
    { value: 1, label: 'status.enabled' },
    { value: 0, label: 'status.frozen' },
  ],
};

/** One value as text: choices by their label, flags as Yes / No, lists joined. */
function DetailValue({ field, value }: { field: FieldSpec; value: unknown }) {
  const { t } = useAreaText('kit');
  const options = useOptions(field.type === 'status' ? STATUS : field.options);
  const labelOf = (v: unknown) => options.find((o) => o.value === String(v))?.label ?? String(v);
  if (value === null || value === undefined || value === '') return <>—</>;
  if (field.type === 'checkbox') return <>{t(value ? 'listForm.yes' : 'listForm.no')}</>;
  if (Array.isArray(value)) return <>{value.length ? value.map(labelOf).join(', ') : '—'}</>;
  if (options.length) return <>{labelOf(value)}</>;
  // What was typed into the record (a name, a title) reads as written, in either language.
  return <UserText>{String(value)}</UserText>;
}

/**
 * The original's "Detail": every field of the record, read-only, for a user who may list the
 * screen but not edit it. Secrets and uploads (password, installer) are not shown.
 */
export function DetailDialog({ actorRef, fields }: { actorRef: EditDialogActor; fields: FieldSpec[] }) {
  const { t } = useAreaText('kit');
  const values = useSelector(actorRef, (s) => s.context.values);
  const close = () => actorRef.send({ type: 'detail.close' });
  const shown = fields.filter((f) => !f.newOnly && f.type !== 'password' && f.type !== 'file');
  return (
    <Dialog
      title={t('listForm.detailTitle')}
      width="large"
      onClose={close}
      footerButtons={[{ content: t('listForm.close'), onClick: close, buttonType: 'primary' }]}
    >
      <dl
        aria-label={t('listForm.detailTitle')}
        style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: 0 }}
      >
        {shown.map((f) => (
          <div key={f.name} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 600 }}>{configText(t, f.label)}</dt>
            <dd style={{ margin: 0 }}>
              {f.component ? (
                <f.component
                  field={f}
                  value={values[f.name]}
                  error=""
                  disabled
                  readOnly
                  onChange={() => undefined}
                />
              ) : (
                <DetailValue field={f} value={values[f.name]} />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
