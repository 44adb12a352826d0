import type { ReactNode } from 'react';
import { Heading } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useSelector } from '@xstate/react';
import { useApp } from '../AppContext';
import { LanguageSwitch } from '../shared/LanguageSwitch';
import { paths } from '../routes';

/** The portal menu (as in the legacy system): home, data download, software download, certification, charts, about. */
export const PORTAL_MENU = [
  { key: 'home', href: '/frontLogin' },
  { key: 'data', href: '/datadownload' },
  { key: 'software', href: '/Softwaredownload' },
  { key: 'certification', href: '/efficiencycertification' },
  { key: 'charts', href: '/exchart' },
] as const;

/** The operations contact configured on the server (public settings), at the foot of every portal page. */
function PortalContact() {
  const { t } = useTranslation();
  const contact = useSelector(
    useApp().settings,
    (s) => s.context.data as { contactEmail?: string; contactPhone?: string } | null,
  );
  if (!contact?.contactEmail && !contact?.contactPhone) return null;
  return (
    <footer
      style={{ maxWidth: 1100, margin: '0 auto', padding: '0 32px 24px', color: 'var(--fgColor-muted)' }}
    >
      {t('navbar.contact', { email: contact.contactEmail ?? '', phone: contact.contactPhone ?? '' })}
    </footer>
  );
}

/** The public pages' frame: product name, menu, language and the login button; no session needed. */
export function PortalLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('documents');
  const [location] = useLocation();
  return (
    <div style={{ minHeight: '100vh', background: 'var(--bgColor-muted)' }}>
      <header
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 16,
          padding: '12px 32px',
          background: 'var(--bgColor-default)',
          borderBottom: '1px solid var(--borderColor-default)',
        }}
      >
        <strong style={{ fontSize: 18 }}>{t('portal.name')}</strong>
        <nav aria-label={t('portal.menuLabel')} style={{ flex: 1 }}>
          <ul
            style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', margin: 0, padding: 0 }}
          >
            {PORTAL_MENU.map((m) => (
              <li key={m.key}>
                <Link
                  href={m.href}
                  aria-current={location.toLowerCase() === m.href.toLowerCase() ? 'page' : undefined}
                  style={{ fontWeight: location.toLowerCase() === m.href.toLowerCase() ? 600 : undefined }}
                >
                  {t(`portal.menu.${m.key}`)}
                </Link>
              </li>
            ))}
            <li>
              <a href="/frontLogin#about">{t('portal.menu.about')}</a>
            </li>
          </ul>
        </nav>
        <LanguageSwitch />
        <Link
          href={paths.login}
          style={{
            padding: '5px 16px',
            borderRadius: 6,
            background: 'var(--button-primary-bgColor-rest)',
            color: 'var(--button-primary-fgColor-rest)',
            fontWeight: 600,
            textDecoration: 'none',
          }}
        >
          {t('portal.login')}
        </Link>
      </header>
      <main style={{ maxWidth: 1100, margin: '0 auto', padding: '24px 32px' }}>
        <Heading as="h1" style={{ fontSize: 24, marginBottom: 16 }}>
          {title}
        </Heading>
        {children}
      </main>
      <PortalContact />
    </div>
  );
}
