import type { CertificationTexts, PublicDocumentDto, Page, SoftwareDownload } from '../../domain/api';
import { Heading, Text } from '@primer/react';
import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  certificationMachine,
  publicDocumentsMachine,
  publicInstallerHref,
  softwareDownloadMachine,
} from '../../machines/documents/provided';
import { useLang } from '../AppContext';
import { FetchState } from '../shared/FetchState';
import { RichText } from '../documents/RichText';
import { DocumentCards } from './DocumentCards';
import { CertificateCheck } from './CertificateCheck';
import { PortalLayout } from './PortalLayout';
import { PortalPager } from './PortalPager';
import { formatDate } from '../../i18n/format';

/** How many of the newest published documents the home page lists (the rest are on /datadownload). */
const HOME_NEWS = 5;

/**
 * `/frontLogin`: the landing page (as in the legacy system) with what the product is, the latest
 * published documents and notices as its news, and the about text.
 */
export function PortalHome() {
  const { t } = useTranslation('documents');
  const news = useActorRef(publicDocumentsMachine, { input: { page: 1 } });
  return (
    <PortalLayout title={t('portal.home.heading')}>
      <p style={{ maxWidth: 760, fontSize: 16 }}>{t('portal.home.intro')}</p>
      <section aria-labelledby="news-title" style={{ marginTop: 24 }}>
        <Heading as="h2" id="news-title" style={{ fontSize: 18 }}>
          {t('portal.home.newsTitle')}
        </Heading>
        <FetchState<Page<PublicDocumentDto>> actor={news}>
          {(page) =>
            page.items.length === 0 ? (
              <p>{t('portal.home.noNews')}</p>
            ) : (
              <ul style={{ paddingLeft: 16, maxWidth: 760 }}>
                {page.items.slice(0, HOME_NEWS).map((d) => (
                  <li key={d.id} style={{ marginBottom: 6 }}>
                    <Link href="/datadownload">{d.title}</Link>
                    {d.publishedAt && (
                      <Text style={{ color: 'var(--fgColor-muted)' }}> · {formatDate(d.publishedAt)}</Text>
                    )}
                  </li>
                ))}
              </ul>
            )
          }
        </FetchState>
      </section>
      <section id="about" aria-labelledby="about-title" style={{ marginTop: 24 }}>
        <Heading as="h2" id="about-title" style={{ fontSize: 18 }}>
          {t('portal.home.aboutTitle')}
        </Heading>
        <p style={{ maxWidth: 760 }}>{t('portal.home.about')}</p>
      </section>
    </PortalLayout>
  );
}

/** `/datadownload`: published documents with their attachments, 20 to a page, newest first. */
export function DataDownload() {
  const { t } = useTranslation('documents');
  const actor = useActorRef(publicDocumentsMachine, { input: { page: 1 } });
  return (
    <PortalLayout title={t('portal.data.title')}>
      <p>{t('portal.data.intro')}</p>
      <FetchState<Page<PublicDocumentDto>> actor={actor}>
        {(page) => (
          <>
            <DocumentCards docs={page.items} empty={t('portal.data.empty')} />
            <PortalPager
              page={page.page}
              size={page.size}
              total={page.total}
              onPage={(n) => actor.send({ type: 'page.go', page: n })}
            />
          </>
        )}
      </FetchState>
    </PortalLayout>
  );
}

/** `/Softwaredownload`: published software packages and published PC client versions. */
export function SoftwareDownloadPage() {
  const { t } = useTranslation('documents');
  const actor = useActorRef(softwareDownloadMachine);
  return (
    <PortalLayout title={t('portal.software.title')}>
      <FetchState<SoftwareDownload> actor={actor}>
        {(data) => (
          <>
            <Heading as="h2" style={{ fontSize: 18 }}>
              {t('portal.software.packages')}
            </Heading>
            <DocumentCards docs={data.packages} empty={t('portal.software.emptyPackages')} />
            <Heading as="h2" style={{ fontSize: 18, marginTop: 24 }}>
              {t('portal.software.versions')}
            </Heading>
            {data.versions.length === 0 ? (
              <p>{t('portal.software.emptyVersions')}</p>
            ) : (
              <ul style={{ paddingLeft: 16 }}>
                {data.versions.map((v) => (
                  <li key={v.id} style={{ marginBottom: 8 }}>
                    <strong>{t('portal.software.version', { version: v.newVersion })}</strong>{' '}
                    <Text style={{ color: 'var(--fgColor-muted)' }}>
                      {t(`portal.software.upTypes.${v.upType}` as 'portal.software.upTypes.0')} ·{' '}
                      {formatDate(v.updatedAt)}
                    </Text>
                    <p style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }}>{v.content}</p>
                    <a href={publicInstallerHref(v.id)}>{t('portal.software.download')}</a>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </FetchState>
    </PortalLayout>
  );
}

/** `/efficiencycertification`: the text kept in the documents module, in the page's language. */
export function CertificationPage() {
  const { t } = useTranslation('documents');
  const lang = useLang();
  const actor = useActorRef(certificationMachine);
  return (
    <PortalLayout title={t('portal.certification.title')}>
      <CertificateCheck />
      <FetchState<CertificationTexts> actor={actor}>
        {(texts) => {
          const doc = texts[lang];
          if (!doc) return <p>{t('portal.certification.missing')}</p>;
          return (
            <article aria-labelledby="cert-title">
              <Heading as="h2" id="cert-title" style={{ fontSize: 18 }}>
                {doc.title}
              </Heading>
              <RichText html={doc.content ?? ''} />
            </article>
          );
        }}
      </FetchState>
    </PortalLayout>
  );
}
