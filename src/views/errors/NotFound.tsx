import { Blankslate } from '@primer/react/experimental';
import { useTranslation } from 'react-i18next';
import { paths } from '../routes';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <Blankslate>
      <Blankslate.Heading as="h1">{t('pages.notFoundTitle')}</Blankslate.Heading>
      <Blankslate.Description>{t('pages.notFound')}</Blankslate.Description>
      <Blankslate.SecondaryAction href={paths.dashboard}>{t('pages.backHome')}</Blankslate.SecondaryAction>
    </Blankslate>
  );
}
