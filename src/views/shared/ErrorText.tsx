import type { CSSProperties, ReactNode } from 'react';
import { Banner } from '@primer/react';
import { useTranslation } from 'react-i18next';

/**
 * An error code in the shell's words (`translation:errors.*`), for the screens outside an area
 * (sign-in, profile, password); falls back to the server's own message, then 'unknown'. An area's
 * screen reads `errorText` of `useAreaText(ns)`, which tries its own and the kit's wording first.
 */
export function useErrorText() {
  const { t } = useTranslation();
  return (code: string | null, message?: string | null): string =>
    code ? t(`errors.${code}`, { defaultValue: message || t('errors.unknown') }) : '';
}

/**
 * A banner announced to assistive technology (role alert): critical for a refusal, warning for a
 * conflict the user resolves (with its Reload button as `children`, below the banner). Without a
 * `title` the text is the banner's title and nothing else: a hidden title beside a description of
 * the same words is read, and copied, twice.
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
      <Banner variant={variant} title={title ?? text} description={title === undefined ? undefined : text} />
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
