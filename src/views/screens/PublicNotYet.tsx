import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import NotYetAvailable from './NotYetAvailable';
import { paths } from '../routes';

/** Public portal pages (no login) that a later issue builds. */
export default function PublicNotYet() {
  const { t } = useTranslation();
  return (
    <main style={{ padding: 32 }}>
      <NotYetAvailable />
      <p style={{ textAlign: 'center' }}>
        <Link href={paths.login}>{t('login.submit')}</Link>
      </p>
    </main>
  );
}
