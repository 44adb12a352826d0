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

/** A critical banner announced to assistive technology (role alert). */
export function ErrorBanner({ text }: { text: string }) {
  if (!text) return null;
  return (
    <div role="alert">
      <Banner variant="critical" title={text} hideTitle description={text} />
    </div>
  );
}
