import type { DashboardDocuments, PublicDocumentDto } from '../../domain/api';
import { useState } from 'react';
import { Button, Heading, Text } from '@primer/react';
import { ChevronLeftIcon, ChevronRightIcon } from '@primer/octicons-react';
import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DOC_TYPES } from '../../domain/schemas/documentTypes';
import { dashboardDocumentsMachine } from '../../machines/documents/provided';
import { RichText } from '../documents/RichText';
import { FetchState } from '../shared/FetchState';
import { UserText } from '../shared/UserText';

const LIBRARY = '/docMng/list2';

/**
 * The dashboard's document part (as in the legacy system): the three latest system notices as a carousel
 * (previous / next buttons, one notice at a time, announced politely to screen readers) and the
 * latest three published documents of each type, linking to the library.
 */
export function DocumentsPanel({ canOpenLibrary }: { canOpenLibrary: boolean }) {
  const { t } = useTranslation();
  const actor = useActorRef(dashboardDocumentsMachine);
  return (
    <FetchState<DashboardDocuments> actor={actor}>
      {(data) => (
        <>
          <NoticeCarousel notices={data.notices} />
          <section aria-labelledby="dash-latest" style={{ marginTop: 24 }}>
            <Heading as="h2" id="dash-latest" style={{ fontSize: 16 }}>
              {t('dashboard.latest')}
            </Heading>
            <ul
              style={{
                listStyle: 'none',
                padding: 0,
                display: 'grid',
                gap: 12,
                gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
              }}
            >
              {DOC_TYPES.map((type) => {
                const docs = data.latest.filter((d) => d.docType === type);
                return (
                  <li
                    key={type}
                    aria-label={t(`dashboard.types.${type}`)}
                    style={{ border: '1px solid var(--borderColor-default)', borderRadius: 6, padding: 12 }}
                  >
                    <Text as="div" style={{ fontWeight: 600, marginBottom: 4 }}>
                      {t(`dashboard.types.${type}`)}
                    </Text>
                    {docs.length === 0 ? (
                      <Text style={{ color: 'var(--fgColor-muted)' }}>{t('dashboard.noneOfType')}</Text>
                    ) : (
                      <ul style={{ margin: 0, paddingLeft: 16 }}>
                        {docs.map((d) => (
                          <li key={d.id}>
                            <UserText>
                              {canOpenLibrary ? <Link href={LIBRARY}>{d.title}</Link> : d.title}
                            </UserText>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        </>
      )}
    </FetchState>
  );
}

function NoticeCarousel({ notices }: { notices: PublicDocumentDto[] }) {
  const { t } = useTranslation();
  // Which notice is in view: presentation only, nothing the server or another screen needs.
  const [index, setIndex] = useState(0);
  const n = notices.length;
  const shown = notices[Math.min(index, n - 1)];
  return (
    <section aria-roledescription="carousel" aria-labelledby="dash-notices" style={{ marginTop: 16 }}>
      <Heading as="h2" id="dash-notices" style={{ fontSize: 16 }}>
        {t('dashboard.notices')}
      </Heading>
      {n === 0 ? (
        <Text style={{ color: 'var(--fgColor-muted)' }}>{t('dashboard.noNotices')}</Text>
      ) : (
        <div
          style={{
            border: '1px solid var(--borderColor-default)',
            borderLeft: '3px solid var(--theme-color)',
            borderRadius: 6,
            padding: 16,
          }}
        >
          <div
            aria-live="polite"
            aria-roledescription="slide"
            aria-label={t('dashboard.noticeOf', { n: index + 1, total: n })}
          >
            <Heading as="h3" style={{ fontSize: 15 }}>
              <UserText>{shown.title}</UserText>
            </Heading>
            <RichText html={shown.content ?? ''} />
          </div>
          {n > 1 && (
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 8 }}>
              <Button
                size="small"
                aria-label={t('dashboard.previous')}
                leadingVisual={ChevronLeftIcon}
                onClick={() => setIndex((index - 1 + n) % n)}
              />
              <Text style={{ fontSize: 12 }}>{t('dashboard.noticeOf', { n: index + 1, total: n })}</Text>
              <Button
                size="small"
                aria-label={t('dashboard.next')}
                leadingVisual={ChevronRightIcon}
                onClick={() => setIndex((index + 1) % n)}
              />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
