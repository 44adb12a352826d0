import { TextInput } from '@primer/react';
import { useTranslation } from 'react-i18next';
import css from './CaptchaField.module.css';
import { LoginField } from './LoginField';

/** The calculation-result captcha: the server's SVG as an image (no script runs), click to refresh. */
export function CaptchaField(props: {
  captchaId?: string;
  svg: string | null;
  error?: string;
  busy: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={css.row}>
      <LoginField label={t('login.verifycode')} error={props.error}>
        {(a11y) => <TextInput {...a11y} name="verifycode" maxLength={5} autoComplete="off" />}
      </LoginField>
      <button
        className={css.imageButton}
        type="button"
        onClick={props.onRefresh}
        disabled={props.busy}
        aria-label={t('login.refreshCaptcha')}
      >
        {props.svg && (
          <img
            data-captcha-id={props.captchaId}
            alt={t('login.captchaImage')}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(props.svg)}`}
          />
        )}
      </button>
    </div>
  );
}
