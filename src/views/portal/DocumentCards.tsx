import type { PublicDocumentDto } from '../../domain/api';
import { Heading, Text } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { publicFileHref } from '../../machines/documents/provided';
import { RichText } from '../documents/RichText';
import { UserText } from '../shared/UserText';
import { formatDate } from '../../i18n/format';

/**
 * Published documents as cards: title, type, date, content and plain download links (no session
 * needed). Titles and file names are the writer's words, in the language they were written in.
 */
export function DocumentCards({ docs, empty }: { docs: PublicDocumentDto[]; empty: string }) {
  const { t } = useTranslation('documents');
  const { t: shell } = useTranslation();
  if (docs.length === 0) return <p>{empty}</p>;
  return (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 16 }}>
      {docs.map((d) => (
        <li
          key={d.id}
          aria-labelledby={`doc-${d.id}`}
          style={{
            background: 'var(--bgColor-default)',
            border: '1px solid var(--borderColor-default)',
            borderRadius: 6,
            padding: 16,
          }}
        >
          <Heading as="h2" id={`doc-${d.id}`} style={{ fontSize: 16 }}>
            <UserText>{d.title}</UserText>
          </Heading>
          <Text as="p" style={{ color: 'var(--fgColor-muted)', fontSize: 12, margin: '4px 0' }}>
            {shell(`dashboard.types.${d.docType}` as 'dashboard.types.1')}
            {d.number ? ` · ${d.number}` : ''}
            {d.publishedAt ? ` · ${t('portal.data.publishedOn', { date: formatDate(d.publishedAt) })}` : ''}
          </Text>
          {d.content && <RichText html={d.content} />}
          {(d.attachments ?? []).length === 0 ? (
            <Text style={{ color: 'var(--fgColor-muted)' }}>{t('portal.data.noFiles')}</Text>
          ) : (
            <ul style={{ paddingLeft: 16 }}>
              {(d.attachments ?? []).map((f) => (
                <li key={f.fileId}>
                  <a href={publicFileHref(f.fileId)} download={f.name}>
                    <UserText>{f.name}</UserText>
                  </a>{' '}
                  <Text style={{ color: 'var(--fgColor-muted)', fontSize: 12 }}>
                    {Math.max(1, Math.round(f.size / 1024))} KB
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
