import { Blankslate } from '@primer/react/experimental';
import { useTranslation } from 'react-i18next';

/** Placeholder for a screen that a later issue builds: says so plainly, in both languages. */
export default function NotYetAvailable() {
  const { t } = useTranslation();
  return (
    <Blankslate>
      <Blankslate.Heading as="h2">{t('pages.notYetTitle')}</Blankslate.Heading>
      <Blankslate.Description>{t('pages.notYet')}</Blankslate.Description>
    </Blankslate>
  );
}
