import type { CSSProperties, ReactNode } from 'react';
import { Banner } from '@primer/react';
import { useTranslation } from 'react-i18next';

/** Translates an error code from a machine; falls back to the server's own message, then 'unknown'. */
export function useErrorText() {
  const { t, i18n } = useTranslation();
  return (code: string | null, message?: string | null): string => {
    if (!code) return '';
    const key = `errors.${code}`;
    if (i18n.exists(key)) return t(key as 'errors.unknown');
    return message || t('errors.unknown');
  };
}

/**
 * A banner announced to assistive technology (role alert): critical for a refusal, warning for a
 * conflict the user resolves (with its Reload button as `children`, below the banner). Without a
 * `title` the text is the banner's only, visually, words.
 */
export function ErrorBanner({
  text,
  title,
  variant = 'critical',
  children,
}: {
  text: string;
  title?: string;
  variant?: 'critical' | 'warning';
  children?: ReactNode;
}) {
  if (!text) return null;
  return (
    <div role="alert">
      <Banner variant={variant} title={title ?? text} hideTitle={title === undefined} description={text} />
      {children}
    </div>
  );
}

/**
 * A short error beside what it is about (a field, a cell, a list of messages), in the danger
 * colour and announced like a banner; a banner would be too heavy there.
 */
export function InlineError({
  children,
  as: As = 'p',
  label,
  style,
}: {
  children: ReactNode;
  as?: 'p' | 'div' | 'ul';
  label?: string;
  style?: CSSProperties;
}) {
  return (
    <As role="alert" aria-label={label} style={{ color: 'var(--fgColor-danger)', ...style }}>
      {children}
    </As>
  );
}
