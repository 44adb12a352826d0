import { useEffect } from 'react';
import { Spinner } from '@primer/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useApp, useLang } from '../AppContext';
import { chooseLanguage } from '../shared/chooseLanguage';
import { paths, safeRedirect } from '../routes';
import { ErrorBanner, useErrorText } from '../shared/ErrorText';

/** Completes the third-party session login (`?token=&uid=&lang=&redirect=`), then goes to the target. */
export default function AuthRedirect() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { session, ui } = useApp();
  const lang = useLang();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const token = params.get('token') ?? '';
  const uid = params.get('uid') ?? '';
  const wantLang = params.get('lang');
  const redirect = params.get('redirect');
  const state = useSelector(session, (s) => s);
  const ready = state.matches({ authenticated: 'ready' });
  const failed =
    state.matches('anonymous') &&
    !state.matches({ anonymous: 'crmLogin' }) &&
    Boolean(state.context.errorCode);

  useEffect(() => {
    if (wantLang === 'zh' || wantLang === 'en') chooseLanguage(ui, wantLang);
    session.send({
      type: 'login.crm',
      token,
      uid,
      i18n: wantLang === 'zh' || wantLang === 'en' ? wantLang : lang,
    });
    // Once per visit: the link carries a one-time token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (ready) navigate(safeRedirect(redirect), { replace: true });
  }, [ready, redirect, navigate]);

  return (
    <main style={{ padding: 32 }}>
      {failed ? (
        <>
          <ErrorBanner
            text={`${t('pages.authRedirectFailed')} ${errorText(state.context.errorCode, state.context.errorMessage)}`}
          />
          <a href={paths.login}>{t('login.submit')}</a>
        </>
      ) : (
        <p role="status">
          <Spinner size="small" /> {t('pages.authRedirect')}
        </p>
      )}
    </main>
  );
}
