import type { FormAttachment } from '../../domain/api';
import { Button, FormControl, Text, Textarea } from '@primer/react';
import { DownloadIcon, TrashIcon, UndoIcon } from '@primer/octicons-react';
import { downloadAttachment } from '../../machines/documents/provided';
import type { FieldProps } from '../listForm/types';
import { configText } from '../listForm/configText';
import { useAreaText } from '../shared/useAreaText';
import { RichText } from './RichText';

/**
 * A document's attachments with a download button each (the back office downloads by id). In the
 * edit dialog each can be marked for removal and unmarked again: nothing is removed until Save, so
 * Cancel leaves the document as it was.
 */
export function AttachmentsField({ field, value, readOnly, disabled, onChange }: FieldProps) {
  const { t } = useAreaText('system');
  const files = (value as FormAttachment[] | undefined) ?? [];
  const toggle = (fileId: string) =>
    onChange(files.map((f) => (f.fileId === fileId ? { ...f, remove: !f.remove } : f)));
  return (
    <div role="group" aria-label={configText(t, field.label)}>
      {!readOnly && (
        <Text style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
          {configText(t, field.label)}
        </Text>
      )}
      {files.length === 0 ? (
        <Text style={{ color: 'var(--fgColor-muted)' }}>{t('documents.noAttachments')}</Text>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 16 }}>
          {files.map((f) => (
            <li key={f.fileId} style={f.remove ? { textDecoration: 'line-through' } : undefined}>
              <Button
                size="small"
                variant="invisible"
                leadingVisual={DownloadIcon}
                aria-label={t('documents.download', { name: f.name })}
                onClick={() => void downloadAttachment(f.documentId, f.fileId, f.name).catch(() => undefined)}
              >
                {f.name}
              </Button>{' '}
              <Text style={{ color: 'var(--fgColor-muted)', fontSize: 12 }}>
                {Math.max(1, Math.round(f.size / 1024))} KB
              </Text>
              {!readOnly && (
                <>
                  {' '}
                  <Button
                    size="small"
                    variant={f.remove ? 'default' : 'danger'}
                    disabled={disabled}
                    leadingVisual={f.remove ? UndoIcon : TrashIcon}
                    aria-pressed={f.remove === true}
                    aria-label={t(f.remove ? 'documents.keepFile' : 'documents.removeFile', { name: f.name })}
                    onClick={() => toggle(f.fileId)}
                  >
                    {t(f.remove ? 'documents.keep' : 'documents.remove')}
                  </Button>
                  {f.remove && (
                    <Text style={{ display: 'block', color: 'var(--fgColor-danger)', fontSize: 12 }}>
                      {t('documents.removedOnSave')}
                    </Text>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The content: edited as HTML with a hint, shown rendered (as stored, sanitised) in Detail. */
export function ContentField({ field, value, error, disabled, onChange, readOnly }: FieldProps) {
  const { t, fieldText } = useAreaText('system');
  if (readOnly) return <RichText html={String(value ?? '')} />;
  return (
    <FormControl disabled={disabled}>
      <FormControl.Label>{configText(t, field.label)}</FormControl.Label>
      <Textarea
        value={String(value ?? '')}
        onChange={(e) => onChange(e.target.value)}
        rows={8}
        block
        validationStatus={error ? 'error' : undefined}
      />
      <FormControl.Caption>{t('documents.contentHint')}</FormControl.Caption>
      {error && <FormControl.Validation variant="error">{fieldText(error)}</FormControl.Validation>}
    </FormControl>
  );
}
