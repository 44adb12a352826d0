import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Heading, TextInput } from '@primer/react';
import { EyeClosedIcon, EyeIcon } from '@primer/octicons-react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import css from './LoginView.module.css';
import { captchaShown } from '../../machines/sessionMachine';
import { useApp, useLang } from '../AppContext';
import { safeRedirect } from '../routes';
import { ErrorBanner, useErrorText } from '../shared/ErrorText';
import { CaptchaField } from './CaptchaField';
import { LanguageSwitch } from '../shared/LanguageSwitch';
import { LoginField } from './LoginField';
import { waitInWords } from './waitInWords';

export default function LoginView() {
  const { t } = useTranslation();
  const { session, settings } = useApp();
  const lang = useLang();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const redirect = new URLSearchParams(useSearch()).get('redirect');
  const state = useSelector(session, (s) => s);
  const title = useSelector(
    settings,
    (s) =>
      (s.context.data as { systemTitleZh?: string; systemTitleEn?: string } | null)?.[
        lang === 'zh' ? 'systemTitleZh' : 'systemTitleEn'
      ],
  );
  // Pure presentation state the machine does not model: the eye toggle and the Caps Lock hint.
  const [showPassword, setShowPassword] = useState(false);
  const [capsLock, setCapsLock] = useState(false);

  const ready = state.matches({ authenticated: 'ready' });
  useEffect(() => {
    if (ready) navigate(safeRedirect(redirect), { replace: true });
  }, [ready, redirect, navigate]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    session.send({
      type: 'login.submit',
      username: field('username'),
      password: field('password'),
      verifycode: field('verifycode'),
      i18n: lang,
    });
  };
  const checkCaps = (e: KeyboardEvent<HTMLInputElement>) => setCapsLock(e.getModifierState('CapsLock'));
  const required = (f: 'username' | 'password' | 'verifycode') =>
    state.context.fieldErrors[f] ? t('common.inputRequired') : undefined;
  const busy = state.hasTag('busy');
  // A throttled login says how long to wait, in words; other failures are their code's text.
  const { errorCode, errorMessage, retryAfterSeconds } = state.context;
  const error =
    errorCode === 'login_throttled' && retryAfterSeconds
      ? t('errors.login_throttled_wait', { when: waitInWords(retryAfterSeconds, lang) })
      : errorText(errorCode, errorMessage);

  return (
    <main className={css.page}>
      <form className={css.card} onSubmit={submit} noValidate aria-label={t('login.title')}>
        <Heading as="h1" style={{ fontSize: 22, textAlign: 'center' }}>
          {title || t('app.title')}
        </Heading>
        <LanguageSwitch />
        <ErrorBanner text={state.matches('anonymous') ? error : ''} />
        <LoginField label={t('login.username')} error={required('username')}>
          {(a11y) => <TextInput {...a11y} name="username" autoComplete="username" block autoFocus />}
        </LoginField>
        <LoginField
          label={t('login.password')}
          error={required('password')}
          caption={capsLock ? t('login.capsLock') : undefined}
        >
          {(a11y) => (
            <TextInput
              {...a11y}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              block
              onKeyUp={checkCaps}
              onKeyDown={checkCaps}
              onBlur={() => setCapsLock(false)}
              trailingAction={
                <TextInput.Action
                  aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                  icon={showPassword ? EyeClosedIcon : EyeIcon}
                  onClick={() => setShowPassword((v) => !v)}
                />
              }
            />
          )}
        </LoginField>
        {captchaShown(state) && (
          <CaptchaField
            svg={state.context.captcha?.svg ?? null}
            captchaId={state.context.captcha?.captchaId}
            error={required('verifycode')}
            busy={busy}
            onRefresh={() => session.send({ type: 'captcha.refresh' })}
          />
        )}
        <Button
          type="submit"
          variant="primary"
          block
          loading={busy}
          disabled={
            !state.can({ type: 'login.submit', username: '', password: '', verifycode: '', i18n: lang })
          }
        >
          {t('login.submit')}
        </Button>
      </form>
    </main>
  );
}
